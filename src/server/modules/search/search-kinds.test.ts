import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'

// Search for Indian shoppers (issue 11, ADR 025): Hinglish and Hindi words, Devanagari,
// categories, pack sizes, no junk, typo corrections that say so. PGlite and PostgreSQL.
describe('GET /api/search for Indian shoppers', () => {
  let t: TestApp
  let produce: CategoryRow
  let dairy: CategoryRow
  let snacks: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    produce = await insertCategory(t.db, { name: 'Fruits & Vegetables' })
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    snacks = await insertCategory(t.db, { name: 'Snacks & Drinks' })
    const [p, d, s] = [produce.id, dairy.id, snacks.id]
    await insertProducts(t.db, [
      {
        name: 'Onion',
        unit: '1 kg',
        hindiName: 'प्याज़',
        searchAliases: 'pyaz, kanda, vegetable',
        rating: 4,
        categoryId: p,
      },
      {
        name: 'Potato',
        unit: '1 kg',
        hindiName: 'आलू',
        searchAliases: 'aloo, vegetable',
        rating: 4,
        categoryId: p,
      },
      { name: 'Tomato (Hybrid)', unit: '1 kg', searchAliases: 'vegetable', rating: 4, categoryId: p },
      { name: 'Shimla Apple', unit: '1 kg', searchAliases: 'fruit', rating: 4.5, categoryId: p },
      { name: 'Toned Milk', unit: '500 ml', hindiName: 'दूध', rating: 4.2, categoryId: d },
      { name: 'Full Cream Milk', unit: '1 L', rating: 4.1, categoryId: d },
      { name: 'Fresh Paneer', unit: '200 g', rating: 4.3, categoryId: d },
      { name: 'Malai Paneer', unit: '1 kg', rating: 4.8, categoryId: d },
      { name: 'Farm Eggs', unit: '6 pcs', rating: 4, categoryId: d },
      { name: 'Farm Eggs', unit: '12 pcs', rating: 3.9, categoryId: d },
      { name: 'Aloo Bhujia', unit: '400 g', rating: 4.9, categoryId: s },
      { name: 'Dairy Milk Silk', unit: '60 g', rating: 4.9, categoryId: s },
      { name: 'Mixed Fruit Jam', unit: '500 g', rating: 4.9, categoryId: s },
      { name: 'Cola', unit: '750 ml', searchAliases: 'cold drink, soft drink', rating: 4, categoryId: s },
      { name: 'Sandal Soap', description: 'Pure sandalwood soap', rating: 5, categoryId: s },
      { name: 'Green Capsicum', description: 'Crunchy, great on pizza', rating: 4, categoryId: p },
      { name: 'Desi Gaay Ka Taaza', unit: '1 L', hindiName: 'दूध', rating: 3, categoryId: d },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as SearchPage
  }
  const names = async (q: string) => (await search(q)).items.map((i) => `${i.name} ${i.unit}`)

  it('finds products named in English by their Hinglish words, from the dictionary or search words', async () => {
    const doodh = await names('doodh')
    expect(doodh.slice(0, 2)).toEqual(['Toned Milk 500 ml', 'Full Cream Milk 1 L'])
    expect(doodh.sort()).toEqual([
      'Dairy Milk Silk 60 g',
      'Desi Gaay Ka Taaza 1 L',
      'Full Cream Milk 1 L',
      'Toned Milk 500 ml',
    ])
    expect((await names('pyaaz'))[0]).toBe('Onion 1 kg')
    expect((await names('kanda'))[0]).toBe('Onion 1 kg')
    expect(await names('anda')).toEqual(['Farm Eggs 6 pcs', 'Farm Eggs 12 pcs'])
  })

  it('a Hindi word ranks the product it names above one that only has the word in its name', async () => {
    expect(await names('aloo')).toEqual(['Potato 1 kg', 'Aloo Bhujia 400 g'])
  })

  it('a Latin Hindi word finds the Hindi name (Devanagari) it spells', async () => {
    expect(await names('dudh')).toContain('Desi Gaay Ka Taaza 1 L')
  })

  it('finds Devanagari in Hindi names and, transliterated, in Latin names', async () => {
    expect((await names('दूध'))[0]).toBe('Toned Milk 500 ml')
    expect(await names('दूध')).toContain('Full Cream Milk 1 L')
    expect(await names('प्याज')).toEqual(['Onion 1 kg'])
    expect(await names('पनीर')).toEqual(['Malai Paneer 1 kg', 'Fresh Paneer 200 g'])
    expect(await names('अंडे')).toEqual(['Farm Eggs 6 pcs', 'Farm Eggs 12 pcs'])
  })

  it('a category word gives that category first; a two-word category phrase too', async () => {
    const fruits = await names('fruits')
    expect(fruits[0]).toBe('Shimla Apple 1 kg')
    expect(await names('vegetables')).toEqual(
      expect.arrayContaining(['Onion 1 kg', 'Potato 1 kg', 'Tomato (Hybrid) 1 kg']),
    )
    expect((await names('vegetables')).slice(0, 3).every((n) => !n.startsWith('Shimla'))).toBe(true)
    expect((await names('sabzi')).slice(0, 3).sort()).toEqual([
      'Onion 1 kg',
      'Potato 1 kg',
      'Tomato (Hybrid) 1 kg',
    ])
    expect(await names('cold drink')).toEqual(['Cola 750 ml'])
  })

  it('a word that names no product but a category gives that category; one that names neither is corrected', async () => {
    // No product's name, Hindi name or search words has 'bread' (nor its meanings): the category
    // 'Dairy, Bread & Eggs' answers.
    const bread = await search('bread')
    expect(bread.items.length).toBeGreaterThan(0)
    expect(bread.items.every((i) => i.categoryId === dairy.id)).toBe(true)
    expect(bread.correctedQuery).toBeNull()
    // Neither a product nor a category: the typo reading, as before (the category reading is
    // not asked when no category's name has the word).
    expect((await search('tomatto')).items.map((i) => i.name)).toEqual(['Tomato (Hybrid)'])
    expect(await names('qwertyuiop')).toEqual([])
  })

  it('a pack size ranks that size first and never empties the answer', async () => {
    expect(await names('paneer 200g')).toEqual(['Fresh Paneer 200 g', 'Malai Paneer 1 kg'])
    expect(await names('paneer 1 kg')).toEqual(['Malai Paneer 1 kg', 'Fresh Paneer 200 g'])
    expect((await names('milk 1 litre'))[0]).toBe('Full Cream Milk 1 L')
    expect((await names('milk 1l'))[0]).toBe('Full Cream Milk 1 L')
    expect((await names('milk 500ml'))[0]).toBe('Toned Milk 500 ml')
    expect((await names('eggs dozen'))[0]).toBe('Farm Eggs 12 pcs')
    expect((await names('eggs 6 pcs'))[0]).toBe('Farm Eggs 6 pcs')
    expect(await names('paneer 5kg')).toHaveLength(2)
  })

  it('never matches inside a word or a lone description word: no junk for queries without an answer', async () => {
    expect(await names('anda')).not.toContain('Sandal Soap 1 pc')
    expect(await names('pizza')).toEqual([])
    expect(await names('iphone')).toEqual([])
  })

  it('corrects a typo only when nothing matches, and says which text it searched', async () => {
    const typo = await search('tomatto')
    expect(typo.items.map((i) => i.name)).toEqual(['Tomato (Hybrid)'])
    expect(typo.correctedQuery).toBe('tomato')
    expect((await search('tomato')).correctedQuery).toBeNull()
    // 'Search instead for …': the text as typed, uncorrected.
    expect(await search('tomatto', '&exact=true')).toMatchObject({ items: [], correctedQuery: null })
    const hinglishTypo = await search('pyazz')
    expect(hinglishTypo.items.map((i) => i.name)).toEqual(['Onion'])
  })

  it('never turns a known Hindi word into a different product', async () => {
    // 'gajar' (carrot) is one edit from nothing here and two from 'jam'-like words: the
    // dictionary knows it, so it stays itself and finds nothing rather than something else.
    const carrot = await search('gajar')
    expect(carrot.items).toEqual([])
    expect(carrot.correctedQuery).toBeNull()
    const chawal = await search('chawal')
    expect(chawal.items).toEqual([])
    expect(chawal.correctedQuery).toBeNull()
  })

  it('a number typed without a unit that no name holds is a pack size of any unit', async () => {
    // Each found nothing before: every word must match, and no name holds '200' or '12'.
    expect(await names('paneer 200')).toEqual(['Fresh Paneer 200 g', 'Malai Paneer 1 kg'])
    expect(await names('eggs 12')).toEqual(['Farm Eggs 12 pcs', 'Farm Eggs 6 pcs'])
    expect(await names('paneer 1')).toEqual(['Malai Paneer 1 kg', 'Fresh Paneer 200 g'])
    const sized = await search('paneer 200', '&sort=price-low')
    expect(sized).toMatchObject({ total: 2, correctedQuery: null })
    // A number with nothing else to look for is searched as typed.
    expect((await search('200')).total).toBe(0)
  })
})
