import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { SEARCH_QUERY_MAX } from '#shared/constants.ts'
import { SUGGESTED_PRODUCTS_MAX, type Suggestions, SuggestionsSchema } from '#shared/schemas/search.ts'
import { SUGGEST_CANDIDATES } from './suggest-service.ts'

// GET /api/search/suggest (issue 11, ADR 035): the header's instant suggestions share the
// results page's matching (Hinglish, Devanagari, the dictionary), never a second rule.
describe('GET /api/search/suggest', () => {
  let t: TestApp
  let dairy: CategoryRow
  let produce: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs', sortOrder: 1 })
    produce = await insertCategory(t.db, { name: 'Fruits & Vegetables', sortOrder: 2 })
    await insertCategory(t.db, { name: 'Snacks & Munchies', sortOrder: 3 })
    const d = dairy.id
    const p = produce.id
    await insertProducts(t.db, [
      { name: 'Toned Milk', unit: '500 ml', hindiName: 'दूध', rating: 4.2, price: 2_800, categoryId: d },
      { name: 'Amul Gold Milk', unit: '1 L', rating: 4.6, price: 6_800, categoryId: d },
      { name: 'Milk Bread', unit: '400 g', rating: 4.0, price: 4_500, categoryId: d },
      { name: 'Dairy Milk Silk', description: 'Chocolate', rating: 4.9, price: 8_000, categoryId: d },
      { name: 'Hidden Milk', rating: 5, categoryId: d, isAvailable: false },
      { name: 'Sold Out Milk', rating: 5, categoryId: d, stockQuantity: 0 },
      {
        name: 'Onion',
        unit: '1 kg',
        hindiName: 'प्याज़',
        searchAliases: 'pyaz, kanda',
        rating: 4,
        categoryId: p,
      },
      { name: 'Potato', unit: '1 kg', hindiName: 'आलू', rating: 4, categoryId: p },
      { name: 'Tomato', unit: '1 kg', rating: 4, categoryId: p },
      { name: 'Sandal Soap', description: 'made with anda', rating: 4, categoryId: null },
      ...Array.from({ length: 6 }, (_, i) => ({
        name: `Masala Mix ${i + 1}`,
        rating: 3 + i / 10,
        categoryId: p,
      })),
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, res.body).toBe(200)
    return SuggestionsSchema.parse(res.json()) as Suggestions
  }
  const names = async (q: string) => (await suggest(q)).products.map((p) => p.name)

  it('suggests from the first letter, at most five products, best first', async () => {
    const m = await suggest('m')
    expect(m.products.length).toBe(SUGGESTED_PRODUCTS_MAX)
    // The results page's score: names ending with the word (the head noun) first; then in stock
    // before sold out, best rated first. Hidden products never.
    expect(await names('milk')).toEqual([
      'Amul Gold Milk',
      'Toned Milk',
      'Sold Out Milk',
      'Dairy Milk Silk',
      'Milk Bread',
    ])
    expect(await names('mil')).not.toContain('Hidden Milk')
  })

  it('carries what a suggestion row and the cart control need', async () => {
    const [toned] = (await suggest('toned')).products
    expect(toned).toEqual({
      id: expect.any(String),
      name: 'Toned Milk',
      hindiName: 'दूध',
      unit: '500 ml',
      price: 2_800,
      originalPrice: null,
      imageUrl: expect.stringMatching(/\.webp$/),
      isAvailable: true,
      stockQuantity: expect.any(Number),
    })
  })

  it('understands Hinglish and Devanagari as the results page does', async () => {
    expect(await names('pyaz')).toEqual(['Onion'])
    expect(await names('प्याज')).toEqual(['Onion'])
    expect(await names('doodh')).toContain('Toned Milk')
    expect(await names('दूध')).toContain('Toned Milk')
    expect(await names('aloo')).toEqual(['Potato'])
    // A half-typed Hinglish word: the dictionary spellings it starts ('pya' → pyaz → onion).
    expect(await names('pya')).toEqual(['Onion'])
    expect(await names('tamat')).toEqual(['Tomato'])
  })

  it('several words: every word in one available product, the last half typed (ADR 078)', async () => {
    expect(await names('toned mi')).toEqual(['Toned Milk'])
    expect(await names('milk tone')).toEqual(['Toned Milk'])
    expect(await names('masala mi')).toEqual([
      'Masala Mix 6',
      'Masala Mix 5',
      'Masala Mix 4',
      'Masala Mix 3',
      'Masala Mix 2',
    ])
    expect(await names('hidden milk')).toEqual([])
    expect(await names('soap anda')).toEqual([])
    // The same answer on every call.
    const first = await suggest('milk bre')
    for (let i = 0; i < 6; i++) expect(await suggest('milk bre')).toEqual(first)
    expect(first.products.map((p) => p.name)).toEqual(['Milk Bread'])
  })

  it('never matches inside a word or in descriptions', async () => {
    expect(await names('anda')).toEqual([])
    expect(await names('chocolate')).toEqual([])
  })

  it('suggests categories whose name the text starts, then the categories of the products', async () => {
    expect((await suggest('veg')).categories.map((c) => c.name)).toEqual(['Fruits & Vegetables'])
    // 'sabzi' means vegetables (the dictionary), as on the results page.
    expect((await suggest('sabzi')).categories.map((c) => c.name)).toEqual(['Fruits & Vegetables'])
    expect((await suggest('doodh')).categories.map((c) => c.name)).toEqual(['Dairy, Bread & Eggs'])
    expect((await suggest('sn')).categories.map((c) => c.name)).toEqual(['Snacks & Munchies'])
  })

  it('answers nothing, not everything, for text with nothing searchable', async () => {
    expect(await suggest('%')).toEqual({ products: [], categories: [] })
    expect(await suggest('zzzzq')).toEqual({ products: [], categories: [] })
  })

  it('refuses a missing, blank, too long or unknown parameter with 400', async () => {
    for (const url of [
      '/api/search/suggest',
      '/api/search/suggest?q=',
      '/api/search/suggest?q=%20%20',
      `/api/search/suggest?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`,
      '/api/search/suggest?q=milk&page=2',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
    }
  })

  it('ranks a capped candidate set, so the cap is above any small store', () => {
    expect(SUGGEST_CANDIDATES).toBeGreaterThanOrEqual(100)
  })
})
