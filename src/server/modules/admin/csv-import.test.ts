import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { products } from '#server/db/schema.ts'
import { insertCategory } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { adminCall, type Person, signInAdmin, upload } from './admin-test-helpers.ts'

const HEADER =
  'name,description,price,original_price,stock_quantity,category_id,unit,is_available,is_featured'

describe('admin CSV bulk import', () => {
  let t: TestApp
  let admin: Person
  let snacksId: string
  const importCsv = (text: string | Buffer, filename = 'products.csv') =>
    upload(t, '/products/import', admin, filename, 'text/csv', text)

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    snacksId = (await insertCategory(t.db, { name: 'Snacks & Drinks' })).id
    await insertCategory(t.db, { name: 'Grocery & Kitchen' })
  })
  afterAll(() => t?.close())

  test('the template has the spec columns and one example row, and imports as it is', async () => {
    const res = await adminCall(t, 'GET', '/products/import-template', admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="product-upload-template.csv"')
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    const lines = res.body.trim().split(/\r?\n/)
    // The spec's columns, then the optional search ones (ADR 025).
    expect(lines[0]).toBe(`${HEADER},hindi_name,search_aliases,hsn_code,gst_rate`)
    expect(lines).toHaveLength(2)
    const result = (await importCsv(res.body, 'product-upload-template.csv')).json()
    expect(result).toEqual({ successful: 1, failed: 0, errors: [] })
    const [rice] = await t.db.select().from(products).where(eq(products.name, 'Basmati Rice'))
    expect(rice).toMatchObject({ hindiName: 'बासमती चावल', searchAliases: 'chawal, basmati chawal' })
  })

  test('reads the Hindi name and search words, and refuses a Hindi name not in Devanagari', async () => {
    const csv = [
      `${HEADER},hindi_name,search_aliases`,
      `Toned Milk CSV,,30,,5,,1 l,,,दूध," doodh ,dudh,, "`, // row 2
      `Onion CSV,,40,,5,,1 kg,,,pyaz,`, // row 3
      `Curd CSV,,20,,5,,400 g,,,,`, // row 4: both blank
    ].join('\n')
    expect((await importCsv(csv)).json()).toEqual({
      successful: 2,
      failed: 1,
      errors: [{ row: 3, message: 'Hindi name must be written in Devanagari (for example दूध)' }],
    })
    const [milk] = await t.db.select().from(products).where(eq(products.name, 'Toned Milk CSV'))
    expect(milk).toMatchObject({ hindiName: 'दूध', searchAliases: 'doodh, dudh' })
    const [curd] = await t.db.select().from(products).where(eq(products.name, 'Curd CSV'))
    expect(curd).toMatchObject({ hindiName: null, searchAliases: '' })
  })

  test('reads the HSN code and the GST rate as a percentage (ADR 029), refusing others', async () => {
    const csv = [
      'name,price,hsn_code,gst_rate',
      'Ghee Jar,650,04059020,5',
      'Silver Leaf,90,7106,0.25%',
      'Bad Rate,10,0401,7',
      'Bad Hsn,10,12345,5',
    ].join('\n')
    const result = (await importCsv(csv)).json()
    expect(result).toMatchObject({
      successful: 2,
      failed: 2,
      errors: [
        {
          row: 4,
          message: expect.stringContaining('GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28, 40 %'),
        },
        { row: 5, message: expect.stringContaining('HSN code must be 4, 6 or 8 digits') },
      ],
    })
    const saved = await t.db
      .select({ name: products.name, hsnCode: products.hsnCode, gstRate: products.gstRate })
      .from(products)
      .where(eq(products.name, 'Silver Leaf'))
    expect(saved).toEqual([{ name: 'Silver Leaf', hsnCode: '7106', gstRate: 25 }])
  })

  test('saves good rows and reports each broken row with its number and every reason', async () => {
    const csv = [
      // UTF-8 BOM, header names in any case and order of spaces.
      `\uFEFFName, Description ,PRICE,original_price,stock_quantity,category_id,unit,is_available,is_featured`,
      `"Masala Chips, Large","Crunchy ""desi"" chips",₹45.50,"₹1,299.99",40,Snacks & Drinks,pack,TRUE,1`, // row 2
      `Lemon Soda,"Two lines\nof description",30,,,${snacksId},,0,no`, // row 3 (a quoted newline: still one row)
      `Bad Price,,abc,,5,,,,`, // row 4
      `,no name here,10,,1,,,,`, // row 5
      `Mystery,,10,,1,Electronics,,,`, // row 6
      ``, // row 7: blank, skipped
      `Short Row,10`, // row 8
      `Zero,,0,,-2,,,maybe,`, // row 9
      `Rupee Text,,"₹ 1,234",,"1,000",grocery & kitchen,kg,yes,false`, // row 10
    ].join('\r\n')
    const res = await importCsv(csv)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      successful: 3,
      failed: 5,
      errors: [
        { row: 4, message: 'Price must be a number with at most 2 decimals' },
        { row: 5, message: 'Product name is required' },
        { row: 6, message: 'Unknown category: Electronics' },
        { row: 8, message: 'Row has 2 columns, expected 9' },
        {
          row: 9,
          message:
            'Price must be more than 0; Stock quantity must be a whole number of 0 or more; is_available must be true or false',
        },
      ],
    })
    const saved = await t.db.select().from(products).where(eq(products.name, 'Masala Chips, Large'))
    expect(saved[0]).toMatchObject({
      description: 'Crunchy "desi" chips',
      price: 4550,
      originalPrice: 129999,
      stockQuantity: 40,
      categoryId: snacksId,
      unit: 'pack',
      isAvailable: true,
      isFeatured: true,
    })
    const [soda] = await t.db.select().from(products).where(eq(products.name, 'Lemon Soda'))
    expect(soda).toMatchObject({
      description: 'Two lines\nof description',
      price: 3000,
      originalPrice: null,
      stockQuantity: 0,
      unit: 'pc',
      isAvailable: false,
      isFeatured: false,
    })
    const [rupee] = await t.db.select().from(products).where(eq(products.name, 'Rupee Text'))
    expect(rupee).toMatchObject({ price: 123400, stockQuantity: 1000, isAvailable: true })
  })

  test('refuses files that are not usable as a whole, changing nothing', async () => {
    const before = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id))
    const notCsv = await importCsv('name,price\nA,1', 'products.xlsx')
    expect(notCsv.statusCode).toBe(400)
    expect(notCsv.json().error.message).toBe('Please upload a CSV file')
    const headerOnly = await importCsv(`${HEADER}\n\n`)
    expect(headerOnly.json().error.message).toBe('CSV file must have at least a header row and one data row')
    const missing = await importCsv('title,cost\nA,1')
    expect(missing.json().error.message).toBe('Missing required columns: name, price')
    const unclosed = await importCsv('name,price\n"Open quote,1\n')
    expect(unclosed.statusCode).toBe(400)
    expect(unclosed.json().error.message).toMatch(/^The file could not be read as CSV/)
    const empty = await importCsv('')
    expect(empty.statusCode).toBe(400)
    const huge = await importCsv(
      Buffer.concat([Buffer.from('name,price\n'), Buffer.alloc(10 * 1024 * 1024, 'a')]),
    )
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.message).toBe('CSV file must be less than 10MB')
    const after = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id))
    expect(after).toEqual(before)
  })

  test('imports a thousand rows in batches, reporting every failure', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i % 100 === 0 ? `Broken ${i},,-1,,1,,,,` : `Item ${i},,${(i % 50) + 1}.25,,${i},,,,`,
    )
    const res = await importCsv([HEADER, ...rows].join('\n'))
    const result = res.json()
    expect(result.successful).toBe(990)
    expect(result.failed).toBe(10)
    expect(result.errors[0]).toEqual({ row: 2, message: 'Price must be more than 0' })
    const [item] = await t.db.select().from(products).where(eq(products.name, 'Item 999'))
    expect(item?.price).toBe(5025)
  })

  test('a row is refused for the reasons and in the words of the product API (one product schema)', async () => {
    const cases: [csvCells: string, apiBody: Record<string, unknown>, field: string][] = [
      ['Neg Price,,-5,,1', { name: 'Neg Price', price: -500, stockQuantity: 1 }, 'price'],
      [
        'Zero MRP,,10,0,1',
        { name: 'Zero MRP', price: 1000, originalPrice: 0, stockQuantity: 1 },
        'originalPrice',
      ],
      ['Huge,,1000000,,1', { name: 'Huge', price: 100_000_000, stockQuantity: 1 }, 'price'],
      ['Half Stock,,10,,1.5', { name: 'Half Stock', price: 1000, stockQuantity: 1.5 }, 'stockQuantity'],
      [`${'N'.repeat(201)},,10,,1`, { name: 'N'.repeat(201), price: 1000, stockQuantity: 1 }, 'name'],
    ]
    const csv = ['name,description,price,original_price,stock_quantity', ...cases.map(([cells]) => cells)]
    const result = (await importCsv(csv.join('\n'))).json()
    expect(result.successful).toBe(0)
    for (const [i, [, body, field]] of cases.entries()) {
      const api = await adminCall(t, 'POST', '/products', admin, body)
      expect(api.statusCode).toBe(400)
      expect(result.errors[i]).toEqual({ row: i + 2, message: api.json().error.fields[`body.${field}`] })
    }
    expect(result.errors[0].message).toBe('Price must be more than 0')
    expect(result.errors[1].message).toBe('Original price must be more than 0')
  })
})
