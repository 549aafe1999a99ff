import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderItems } from '#server/db/schema.ts'
import { insertOrderFor } from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertCategory } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { adminCall, type Person, signInAdmin, signInCustomer, upload } from './admin-test-helpers.ts'

const good = { name: 'Toor Dal', price: 14950, stockQuantity: 12 }

async function jpegWithExif() {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 12.97N' } })
    .toBuffer()
}

describe('admin products API', () => {
  let t: TestApp
  let admin: Person
  let categoryId: string
  const stored = (key: string) => existsSync(join(t.dataDir, 'uploads', key))

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    categoryId = (await insertCategory(t.db, { name: 'Staples' })).id
  })
  afterAll(() => t?.close())

  test('creates a product with defaults: blank unit is pc, available, not featured', async () => {
    const res = await adminCall(t, 'POST', '/products', admin, { ...good, unit: ' ', categoryId })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Toor Dal',
      unit: 'pc',
      price: 14950,
      originalPrice: null,
      isAvailable: true,
      isFeatured: false,
      description: '',
      category: { id: categoryId, name: 'Staples' },
    })
  })

  test.each([
    [{ ...good, name: '  ' }, 'body.name', 'Product name is required'],
    [{ ...good, name: 'x'.repeat(201) }, 'body.name', 'Product name must be at most 200 characters'],
    [{ ...good, price: 0 }, 'body.price', 'Price must be more than 0'],
    [{ ...good, price: 99_999_901 }, 'body.price', 'Price must be at most ₹999999'],
    [{ ...good, originalPrice: -5 }, 'body.originalPrice', 'Original price must be more than 0'],
    [
      { ...good, stockQuantity: 1.5 },
      'body.stockQuantity',
      'Stock quantity must be a whole number of 0 or more',
    ],
    [
      { ...good, stockQuantity: -1 },
      'body.stockQuantity',
      'Stock quantity must be a whole number of 0 or more',
    ],
    [
      { ...good, description: 'd'.repeat(1001) },
      'body.description',
      'Description must be at most 1000 characters',
    ],
    [{ ...good, unit: 'u'.repeat(21) }, 'body.unit', 'Unit must be at most 20 characters'],
    [
      { ...good, imageUrl: 'javascript:alert(1)' },
      'body.imageUrl',
      'Image URL must be an https URL or a path on this site',
    ],
    [
      { ...good, imageUrl: '//evil.example/x.png' },
      'body.imageUrl',
      'Image URL must be an https URL or a path on this site',
    ],
    [
      { ...good, imagePath: '../etc/passwd' },
      'body.imagePath',
      'Image must be one uploaded through the image uploader',
    ],
    [{ ...good, categoryId: crypto.randomUUID() }, 'body.categoryId', 'Category not found'],
    [
      { ...good, hindiName: 'toor dal' },
      'body.hindiName',
      'Hindi name must be written in Devanagari (for example दूध)',
    ],
    [{ ...good, hindiName: 'द'.repeat(201) }, 'body.hindiName', 'Hindi name must be at most 200 characters'],
    [
      { ...good, searchAliases: 'a'.repeat(501) },
      'body.searchAliases',
      'Search words must be at most 500 characters',
    ],
    [{ ...good, price: 10, rating: 5 }, 'body.rating', 'is not an accepted field'],
  ])('refuses bad input %# naming the field', async (body, field, message) => {
    const res = await adminCall(t, 'POST', '/products', admin, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[field]).toBe(message)
  })

  test('saves the Hindi name and search words (ADR 025), shows the Hindi name on the product', async () => {
    const created = await adminCall(t, 'POST', '/products', admin, {
      ...good,
      name: 'Pigeon Peas',
      hindiName: ' अरहर दाल ',
      searchAliases: 'toor,  tuvar dal ,,',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ hindiName: 'अरहर दाल', searchAliases: 'toor, tuvar dal' })
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${created.json().id}` })
    expect(shown.json()).toMatchObject({ name: 'Pigeon Peas', hindiName: 'अरहर दाल' })
    const edit = await adminCall(t, 'PATCH', `/products/${created.json().id}`, admin, {
      version: created.json().version,
      hindiName: '',
      searchAliases: 'tur',
    })
    expect(edit.json()).toMatchObject({ hindiName: null, searchAliases: 'tur' })
  })

  test("keeps a picture the store serves itself, like the demo catalogue's, through an edit", async () => {
    const created = await adminCall(t, 'POST', '/products', admin, {
      ...good,
      name: 'Demo Milk',
      imageUrl: '/images/products/amul-gold-full-cream-milk.webp',
    })
    expect(created.statusCode).toBe(201)
    const edit = await adminCall(t, 'PATCH', `/products/${created.json().id}`, admin, {
      version: created.json().version,
      stockAdjustment: 108,
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json()).toMatchObject({
      stockQuantity: 120,
      imageUrl: '/images/products/amul-gold-full-cream-milk.webp',
    })
  })

  test('lists newest first with a name search; edits; 404 for unknown ids', async () => {
    const a = (await adminCall(t, 'POST', '/products', admin, { ...good, name: 'Moong Dal' })).json()
    const b = (await adminCall(t, 'POST', '/products', admin, { ...good, name: 'Basmati Rice' })).json()
    const all = (await adminCall(t, 'GET', '/products', admin)).json()
    expect(all.items[0].id).toBe(b.id)
    const dal = (await adminCall(t, 'GET', '/products?search=DAL', admin)).json()
    expect(dal.items.map((p: { name: string }) => p.name).sort()).toEqual(['Moong Dal', 'Toor Dal'])
    const edit = await adminCall(t, 'PATCH', `/products/${a.id}`, admin, {
      version: a.version,
      name: 'Moong Dal 1kg',
      originalPrice: 16000,
      isFeatured: true,
      isAvailable: false,
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json()).toMatchObject({
      name: 'Moong Dal 1kg',
      originalPrice: 16000,
      isFeatured: true,
      isAvailable: false,
    })
    expect(
      (await adminCall(t, 'PATCH', `/products/${crypto.randomUUID()}`, admin, { version: 1 })).statusCode,
    ).toBe(404)
    expect((await adminCall(t, 'DELETE', `/products/${crypto.randomUUID()}`, admin)).statusCode).toBe(404)
  })

  test('sorts by name, price or stock either way, ties kept apart by id; bad sort named', async () => {
    const names = ['Sort Cc', 'Sort Aa', 'Sort Bb', 'Sort Dd']
    const prices = [300, 100, 200, 100]
    for (const [i, name] of names.entries())
      await adminCall(t, 'POST', '/products', admin, {
        ...good,
        name,
        price: prices[i],
        stockQuantity: 40 - i,
      })
    const list = async (query: string) =>
      (await adminCall(t, 'GET', `/products?search=sort&${query}`, admin))
        .json()
        .items.map((p: { name: string }) => p.name)
    expect(await list('sort=name&dir=asc')).toEqual(['Sort Aa', 'Sort Bb', 'Sort Cc', 'Sort Dd'])
    expect(await list('sort=name&dir=desc')).toEqual(['Sort Dd', 'Sort Cc', 'Sort Bb', 'Sort Aa'])
    expect(await list('sort=stock&dir=asc')).toEqual(['Sort Dd', 'Sort Bb', 'Sort Aa', 'Sort Cc'])
    const byPrice = await list('sort=price&dir=asc')
    expect(byPrice.slice(2)).toEqual(['Sort Bb', 'Sort Cc'])
    expect(byPrice.slice(0, 2).sort()).toEqual(['Sort Aa', 'Sort Dd'])
    // Equal prices: one page each, never the same product twice.
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => list(`sort=price&dir=asc&pageSize=1&page=${page}`)),
    )
    expect(pages.flat()).toEqual(byPrice)
    const bad = await adminCall(t, 'GET', '/products?sort=colour&dir=up', admin)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['query.dir', 'query.sort'])
  })

  test('deleting a product that is in an order keeps the order intact', async () => {
    const product = (await adminCall(t, 'POST', '/products', admin, { ...good, name: 'Ghee' })).json()
    const customer = await signInCustomer(t)
    const order = await insertOrderFor(t.db, customer.id, [
      { ...product, createdAt: new Date(), updatedAt: new Date() } as never,
    ])
    const res = await adminCall(t, 'DELETE', `/products/${product.id}`, admin)
    expect(res.statusCode).toBe(200)
    expect((await adminCall(t, 'GET', `/products/${product.id}`, admin)).statusCode).toBe(404)
    const detail = (await adminCall(t, 'GET', `/orders/${order.id}`, admin)).json()
    expect(detail.items).toEqual([
      expect.objectContaining({ productId: null, productName: 'Ghee', unitPrice: 14950 }),
    ])
    expect(detail.totalAmount).toBe(14950)
  })

  test('an uploaded picture is re-encoded to WebP without metadata, with a thumbnail', async () => {
    const res = await upload(t, '/product-images', admin, 'photo.jpg', 'image/jpeg', await jpegWithExif())
    expect(res.statusCode).toBe(201)
    const image = res.json()
    expect(image.imagePath).toMatch(/^products\/[0-9a-f-]{36}\.webp$/)
    expect(image.imageUrl).toBe(`/uploads/${image.imagePath}`)
    expect([image.width, image.height]).toEqual([1920, 960])
    const served = await t.app.inject({ url: image.imageUrl })
    expect(served.statusCode).toBe(200)
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.includes('SecretCam')).toBe(false)
    expect((await t.app.inject({ url: image.thumbnailUrl })).statusCode).toBe(200)
  })

  test('refuses content that is not a picture, whatever its name, and files over 5 MB (413)', async () => {
    const fake = await upload(t, '/product-images', admin, 'cat.png', 'image/png', 'not really a png')
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error.message).toBe(
      'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.',
    )
    const truncated = (await jpegWithExif()).subarray(0, 200)
    expect((await upload(t, '/product-images', admin, 'a.jpg', 'image/jpeg', truncated)).statusCode).toBe(400)
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)])
    const tooBig = await upload(t, '/product-images', admin, 'big.jpg', 'image/jpeg', huge)
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error.message).toBe('File size must be less than 5MB')
  })

  test('replacing or deleting a product picture removes the old files; order snapshots keep theirs', async () => {
    const first = (
      await upload(
        t,
        '/product-images',
        admin,
        'a.png',
        'image/png',
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
          .png()
          .toBuffer(),
      )
    ).json()
    const second = (
      await upload(
        t,
        '/product-images',
        admin,
        'b.gif',
        'image/gif',
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00f' } })
          .gif()
          .toBuffer(),
      )
    ).json()
    const created = await adminCall(t, 'POST', '/products', admin, {
      ...good,
      name: 'Jaggery',
      imagePath: first.imagePath,
    })
    const product = created.json()
    expect(product).toMatchObject({
      imagePath: first.imagePath,
      imageUrl: first.imageUrl,
      thumbnailUrl: first.thumbnailUrl,
    })
    await adminCall(t, 'PATCH', `/products/${product.id}`, admin, {
      version: product.version,
      imagePath: second.imagePath,
    })
    expect(stored(first.imagePath)).toBe(false)
    expect(stored(first.imagePath.replace('.webp', '-thumb.webp'))).toBe(false)
    expect(stored(second.imagePath)).toBe(true)

    // An order shows the second picture: deleting the product keeps the file for that order.
    const customer = await signInCustomer(t)
    const order = await insertOrderFor(t.db, customer.id, [{ ...product, price: product.price } as never])
    await t.db
      .update(orderItems)
      .set({ productImage: second.imageUrl })
      .where(eq(orderItems.orderId, order.id))
    await adminCall(t, 'DELETE', `/products/${product.id}`, admin)
    expect(stored(second.imagePath)).toBe(true)

    // A picture with no order behind it goes with its product.
    const third = (
      await upload(
        t,
        '/product-images',
        admin,
        'c.png',
        'image/png',
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f0' } })
          .png()
          .toBuffer(),
      )
    ).json()
    const other = (
      await adminCall(t, 'POST', '/products', admin, { ...good, imagePath: third.imagePath })
    ).json()
    await adminCall(t, 'DELETE', `/products/${other.id}`, admin)
    expect(stored(third.imagePath)).toBe(false)
  })

  test('the uploader remove button deletes an unsaved upload but never one a product shows', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
      .png()
      .toBuffer()
    const loose = (await upload(t, '/product-images', admin, 'a.png', 'image/png', png)).json()
    const used = (await upload(t, '/product-images', admin, 'b.png', 'image/png', png)).json()
    await adminCall(t, 'POST', '/products', admin, { ...good, imagePath: used.imagePath })
    expect((await adminCall(t, 'DELETE', `/product-images/${loose.id}`, admin)).statusCode).toBe(200)
    expect((await adminCall(t, 'DELETE', `/product-images/${used.id}`, admin)).statusCode).toBe(200)
    expect(stored(loose.imagePath)).toBe(false)
    expect(stored(used.imagePath)).toBe(true)
  })
})
