import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema.ts'
import { clearCatalogCaches, createCatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { type SearchPage, SearchQuerySchema } from '#shared/schemas/catalog.ts'
import { SORTED_TERMS, searchProducts } from './search-service.ts'

// A search sorted by price, rating or name with no filter reads its words' postings in that order
// from search_terms (ADR 051, 056); with a filter it reads products. The two must agree, pages
// included. PGlite and PostgreSQL.
describe('search sorted by price, rating or name from the word index', () => {
  let t: TestApp
  let dairy: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    await insertProducts(t.db, [
      { name: 'Toned Milk', unit: '1 L', price: 6_800, rating: 4.1, categoryId: dairy.id },
      { name: 'Toned Milk', unit: '500 ml', price: 3_500, rating: 3.9, categoryId: dairy.id },
      { name: 'Milk', unit: '1 L', price: 6_400, rating: 4.6, categoryId: dairy.id },
      { name: 'Dairy Milk Silk', price: 9_000, rating: 4.8, categoryId: dairy.id },
      { name: 'Milkshake Mix', price: 3_400, rating: 3.2, categoryId: dairy.id },
      { name: 'Buffalo Doodh', hindiName: 'भैंस का दूध', price: 7_500, categoryId: dairy.id },
      { name: 'Milk Bread', price: 4_000, rating: 2.5, categoryId: dairy.id },
      // One product with two words the text starts ('milk', 'milkmaid'): listed once.
      { name: 'Milkmaid Milk Sweet', price: 12_000, rating: 4.4, categoryId: dairy.id },
      { name: 'Cheese Slices', price: 11_000, categoryId: dairy.id },
      // Paneer: the dearest products of the store, many at the same price and with the same name.
      ...Array.from({ length: 40 }, (_, i) => ({
        name: `Brand ${i % 13} Paneer`,
        price: 20_000 + (i % 7) * 1_000,
        rating: 3 + (i % 5) / 2,
        categoryId: dairy.id,
      })),
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as SearchPage
  }
  const ids = (page: SearchPage) => page.items.map((i) => i.id)

  /** Every page by cursor, forwards from the first; the ids in order. */
  const allPages = async (query: string) => {
    const seen: string[] = []
    let page = await search(query)
    seen.push(...ids(page))
    while (page.nextCursor) {
      page = await search(`${query}&after=${encodeURIComponent(page.nextCursor)}`)
      seen.push(...ids(page))
    }
    return seen
  }

  it('answers as the reading of products does, order and count included', async () => {
    // minPrice=1 filters nothing out (every price is positive) but sends the search to products.
    for (const q of [
      'milk',
      'mil',
      'MILKS',
      'doodh',
      'दूध',
      'toned milk',
      'milk toned',
      'dairy milk',
      'paneer',
      'xyz',
    ]) {
      for (const sort of ['price-low', 'price-high', 'rating', 'name']) {
        const query = `q=${encodeURIComponent(q)}&sort=${sort}`
        const viaIndex = await search(query)
        const viaProducts = await search(`${query}&minPrice=1`)
        expect(ids(viaIndex), `${q} ${sort}`).toEqual(ids(viaProducts))
        expect(viaIndex.total, `${q} ${sort}`).toBe(viaProducts.total)
        if (sort === 'name') continue
        const keys = viaIndex.items.map((i) => (sort === 'rating' ? i.rating : i.price))
        expect(keys, `${q} ${sort}`).toEqual([...keys].sort((a, b) => (sort === 'price-low' ? a - b : b - a)))
      }
    }
    expect((await search('q=milk&sort=price-low')).items.map((i) => i.name)).toEqual([
      'Milkshake Mix',
      'Toned Milk',
      'Milk Bread',
      'Milk',
      'Toned Milk',
      'Dairy Milk Silk',
      'Milkmaid Milk Sweet',
    ])
  })

  it('pages forwards and backwards by cursor, by number and from the last page, as products do', async () => {
    for (const sort of ['price-low', 'price-high', 'rating', 'name']) {
      const query = `q=paneer&sort=${sort}&pageSize=6`
      const forwards = await allPages(query)
      expect(forwards).toHaveLength(40)
      expect(new Set(forwards).size).toBe(40)
      expect(forwards).toEqual(await allPages(`${query}&minPrice=1`))
      const third = await search(`${query}&page=3`)
      expect(ids(third)).toEqual(forwards.slice(12, 18))
      // Backwards from the last page.
      let page = await search(`${query}&last=true`)
      expect(page.page).toBe(7)
      expect(ids(page)).toEqual(forwards.slice(36))
      const backwards = [...ids(page)]
      while (page.prevCursor) {
        page = await search(`${query}&before=${encodeURIComponent(page.prevCursor)}`)
        backwards.unshift(...ids(page))
      }
      expect(backwards).toEqual(forwards)
    }
  })

  it('orders by rating, best first', async () => {
    expect((await search('q=milk&sort=rating')).items.map((i) => i.name)).toEqual([
      'Dairy Milk Silk',
      'Milk',
      'Milkmaid Milk Sweet',
      'Toned Milk',
      'Toned Milk',
      'Milkshake Mix',
      'Milk Bread',
    ])
  })

  it('orders by name, A to Z, as the listings do', async () => {
    expect((await search('q=milk&sort=name')).items.map((i) => i.name)).toEqual([
      'Dairy Milk Silk',
      'Milk',
      'Milk Bread',
      'Milkmaid Milk Sweet',
      'Milkshake Mix',
      'Toned Milk',
      'Toned Milk',
    ])
  })

  it('follows a name changed, even when its search text stays the same', async () => {
    const [p] = await insertProducts(t.db, [{ name: 'Kulfi Stick', price: 5_000, categoryId: dairy.id }])
    await insertProducts(t.db, [
      { name: 'Malai Kulfi', price: 6_000, categoryId: dairy.id },
      { name: 'Mango Kulfi', price: 6_000, categoryId: dairy.id },
    ])
    expect((await search('q=kulfi&sort=name')).items.map((i) => i.name)).toEqual([
      'Kulfi Stick',
      'Malai Kulfi',
      'Mango Kulfi',
    ])
    // Only the case changes: the search text does not, the order of names may ('M' < 'k' in
    // code points). A page of one reads the first two postings in name order (the last page,
    // the last two).
    await t.db.update(products).set({ name: 'kulfi Stick' }).where(eq(products.id, p!.id))
    for (const page of ['', '&last=true']) {
      const query = `q=kulfi&sort=name&pageSize=1${page}`
      expect(ids(await search(query)), page).toEqual(ids(await search(`${query}&minPrice=1`)))
    }
    await t.db.update(products).set({ name: 'Zesty Kulfi' }).where(eq(products.id, p!.id))
    expect((await search('q=kulfi&sort=name')).items.map((i) => i.name)).toEqual([
      'Malai Kulfi',
      'Mango Kulfi',
      'Zesty Kulfi',
    ])
  })

  it('follows a price changed', async () => {
    const [p] = await insertProducts(t.db, [{ name: 'Lassi Cup', price: 5_000, categoryId: dairy.id }])
    await insertProducts(t.db, [{ name: 'Mango Lassi', price: 6_000, categoryId: dairy.id }])
    expect((await search('q=lassi&sort=price-low')).items.map((i) => i.name)).toEqual([
      'Lassi Cup',
      'Mango Lassi',
    ])
    await t.db.update(products).set({ price: 7_000 }).where(eq(products.id, p!.id))
    expect((await search('q=lassi&sort=price-low')).items.map((i) => i.name)).toEqual([
      'Mango Lassi',
      'Lassi Cup',
    ])
    expect((await search('q=lassi&sort=price-high')).items.map((i) => i.price)).toEqual([7_000, 6_000])
  })

  it('a text that starts more terms than are read: the same answer, from products', async () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const words = Array.from(
      { length: SORTED_TERMS + 6 },
      (_, i) => `zq${letters[i % 26]}${letters[Math.floor(i / 26)]}`,
    )
    await insertProducts(
      t.db,
      words.map((w, i) => ({
        name: `${w} Snack`,
        price: 1_000 + ((i * 37) % 50) * 100,
        categoryId: dairy.id,
      })),
    )
    for (const sort of ['price-low', 'name']) {
      const viaIndex = await allPages(`q=zq&sort=${sort}&pageSize=20`)
      expect(viaIndex).toHaveLength(words.length)
      expect(viaIndex).toEqual(await allPages(`q=zq&sort=${sort}&pageSize=20&minPrice=1`))
    }
  })

  it("counts a sorted search's words once for its other sorts and pages, until the catalogue changes", async () => {
    // The page cache on, as a running store has it; the catalogue's change notice clears it
    // (catalog-freshness.ts), here clearCatalogCaches.
    const caches = createCatalogCaches(true)
    const ask = (query: Record<string, string>) =>
      searchProducts(t.db, caches, SearchQuerySchema.parse({ q: 'brand paneer', ...query }))
    expect((await ask({ sort: 'name' })).total).toBe(40)
    const [added] = await insertProducts(t.db, [
      { name: 'Brand 99 Paneer Cubes', price: 20_500, rating: 4, categoryId: dairy.id },
    ])
    try {
      // Another sort and another page: their own rows, the count already made (a listing's total
      // is kept the same way).
      const cheapest = await ask({ sort: 'price-low' })
      expect(cheapest.total).toBe(40)
      expect(cheapest.items.map((i) => i.name)).toContain('Brand 99 Paneer Cubes')
      expect((await ask({ sort: 'rating', page: '2' })).total).toBe(40)
      // Sorted by relevance the count is part of the page's own statement, not kept.
      expect((await ask({})).total).toBe(41)
      clearCatalogCaches(caches)
      expect((await ask({ sort: 'price-high' })).total).toBe(41)
      expect((await ask({ sort: 'name', page: '2' })).total).toBe(41)
    } finally {
      await t.db.delete(products).where(eq(products.id, added!.id))
    }
  })
})
