import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, getOk, type TestApp } from '#server/test-support/test-app.ts'
import { encodeCursor, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import { PRODUCT_SORTS, type ProductPage } from '#shared/schemas/catalog.ts'

// Keyset paging (ADR 026): a listing walked page by page through its cursors, forwards and
// backwards, is the listing read whole: no product twice, none left out, even when most of them
// tie on the sort key. Past TOTAL_COUNT_CAP the total is not counted.
describe('keyset paging of listings and search', () => {
  let t: TestApp
  let ties: CategoryRow
  let big: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    ties = await insertCategory(t.db, { name: 'Tied Snacks' })
    big = await insertCategory(t.db, { name: 'Huge Aisle' })
    // 23 products on 3 ratings, 2 prices, 4 names, featured or not: ties on every key.
    await insertProducts(
      t.db,
      Array.from({ length: 23 }, (_, i) => ({
        name: `Tiedsnack ${['A', 'B', 'C', 'D'][i % 4]}`,
        price: [10_000, 20_000][i % 2],
        rating: [3.5, 4, 4.5][i % 3],
        isFeatured: i % 5 === 0,
        categoryId: ties.id,
      })),
    )
    await insertProducts(
      t.db,
      Array.from({ length: TOTAL_COUNT_CAP + 30 }, (_, i) => ({
        name: `Bulk item ${i}`,
        price: 1_000 + (i % 50) * 100,
        rating: (i % 5) + 0.5,
        categoryId: big.id,
      })),
    )
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string) => getOk<ProductPage>(t.app, url)
  const ids = (page: ProductPage) => page.items.map((i) => i.id)

  /** Follows nextCursor from page 1; checks the page numbers on the way. */
  async function walkForwards(base: string) {
    const seen: string[] = []
    let page = await get(`${base}&pageSize=4`)
    let number = 1
    for (;;) {
      expect(page.page).toBe(number)
      seen.push(...ids(page))
      if (page.nextCursor === null) break
      number++
      page = await get(`${base}&pageSize=4&page=${number}&after=${page.nextCursor}`)
      expect(page.prevCursor).not.toBeNull()
    }
    return { seen, pages: number }
  }

  /** From the last page back to the first through prevCursor. */
  async function walkBackwards(base: string) {
    const seen: string[][] = []
    let page = await get(`${base}&pageSize=4&last=true`)
    expect(page.nextCursor).toBeNull()
    for (;;) {
      seen.unshift(ids(page))
      if (page.prevCursor === null) break
      page = await get(`${base}&pageSize=4&before=${page.prevCursor}`)
    }
    return seen.flat()
  }

  it.each(PRODUCT_SORTS)(
    'walks a category sorted by %s without repeating or skipping a tie',
    async (sort) => {
      const base = `/api/categories/${ties.id}/products?sort=${sort}`
      const whole = ids(await get(`${base}&pageSize=100`))
      expect(whole).toHaveLength(23)
      const { seen, pages } = await walkForwards(base)
      expect(seen).toEqual(whole)
      expect(pages).toBe(6)
      expect(await walkBackwards(base)).toEqual(whole)
      // The last page of a counted list is numbered and holds what is left: 23 = 5 × 4 + 3.
      const last = await get(`${base}&pageSize=4&last=true`)
      expect(last).toMatchObject({ page: 6, pageCount: 6, total: 23, totalExact: true })
      expect(ids(last)).toEqual(whole.slice(20))
    },
  )

  // A price range with another sort reads its matches from the price index and sorts them
  // while they are at most TOTAL_COUNT_CAP, and walks the sort's index past that (ADR 044).
  describe.each(['relevance', 'rating', 'name'])('a price range sorted by %s', (sort) => {
    it('pages few matches like the unfiltered list with the others left out', async () => {
      const all = (await get(`/api/categories/${ties.id}/products?sort=${sort}&pageSize=100`)).items
      const expected = all.filter((p) => p.price >= 15_000).map((p) => p.id)
      expect(expected.length).toBeGreaterThan(8)
      const base = `/api/categories/${ties.id}/products?sort=${sort}&minPrice=15000`
      expect(ids(await get(`${base}&pageSize=100`))).toEqual(expected)
      expect((await walkForwards(base)).seen).toEqual(expected)
      expect(await walkBackwards(base)).toEqual(expected)
    })

    it('pages many matches (past the count) like the unfiltered list', async () => {
      const plain = `/api/categories/${big.id}/products?sort=${sort}&pageSize=50`
      // Every product of the aisle costs at least ₹10: the range leaves none out.
      const ranged = `${plain}&minPrice=1000`
      const first = await get(ranged)
      expect(first).toMatchObject({ total: TOTAL_COUNT_CAP, totalExact: false })
      expect(ids(first)).toEqual(ids(await get(plain)))
      const second = await get(`${ranged}&page=2&after=${first.nextCursor}`)
      const plainFirst = await get(plain)
      expect(ids(second)).toEqual(ids(await get(`${plain}&page=2&after=${plainFirst.nextCursor}`)))
      expect(ids(await get(`${ranged}&last=true`))).toEqual(ids(await get(`${plain}&last=true`)))
    })

    it('pages a narrow range of a large aisle, only its matches, in order', async () => {
      const base = `/api/categories/${big.id}/products?sort=${sort}&maxPrice=1000`
      const whole = (await get(`${base}&pageSize=100`)).items
      expect(whole).toHaveLength(Math.ceil((TOTAL_COUNT_CAP + 30) / 50))
      expect(whole.every((p) => p.price <= 1000)).toBe(true)
      if (sort === 'rating') {
        const ratings = whole.map((p) => p.rating)
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
      }
      expect((await walkForwards(base)).seen).toEqual(whole.map((p) => p.id))
      expect(await walkBackwards(base)).toEqual(whole.map((p) => p.id))
    })
  })

  it('walks search results by relevance and by price the same way', async () => {
    for (const sort of ['relevance', 'price-high']) {
      const base = `/api/search?q=tiedsnack&sort=${sort}`
      const whole = ids(await get(`${base}&pageSize=100`))
      expect(whole).toHaveLength(23)
      expect((await walkForwards(base)).seen).toEqual(whole)
      expect(await walkBackwards(base)).toEqual(whole)
    }
  })

  it(`counts up to ${TOTAL_COUNT_CAP} and says so past it; the last page is read from the end`, async () => {
    const base = `/api/categories/${big.id}/products?sort=price-low`
    const first = await get(`${base}`)
    expect(first).toMatchObject({ total: TOTAL_COUNT_CAP, totalExact: false, page: 1, prevCursor: null })
    const whole = ids(await get(`/api/products?categoryId=${big.id}&sort=price-low&pageSize=100`))
    expect(whole.length).toBe(100)
    const last = await get(`${base}&last=true`)
    // Past the count its number is unknown; the cursors still lead on.
    expect(last).toMatchObject({ page: null, nextCursor: null, totalExact: false })
    expect(last.items).toHaveLength(24)
    const before = await get(`${base}&before=${last.prevCursor}`)
    expect(before.items).toHaveLength(24)
    expect(before.items.at(-1)!.price).toBeLessThanOrEqual(last.items[0]!.price)
    // Search over as many matches counts the same way.
    const found = await get('/api/search?q=bulk')
    expect(found).toMatchObject({ total: TOTAL_COUNT_CAP, totalExact: false })
    expect((await get('/api/search?q=bulk&sort=price-low&last=true')).items).toHaveLength(24)
  })

  describe('refuses', () => {
    const url = (query: string) => `/api/categories/${ties.id}/products?${query}`
    const refusal = async (path: string, field: string) => {
      const res = await t.app.inject({ method: 'GET', url: path })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field)
      return res.json().error.fields[field] as string
    }

    it('a cursor that is not one (garbage, bad base64, wrong shape) with 400 naming it', async () => {
      for (const garbage of ['abc', '!!!', encodeCursor({ s: 'name', f: 'x', k: [] }), 'x'.repeat(5000)]) {
        expect(await refusal(url(`after=${encodeURIComponent(garbage)}`), 'query.after')).toMatch(/cursor/)
        expect(await refusal(url(`before=${encodeURIComponent(garbage)}`), 'query.before')).toMatch(/cursor/)
      }
    })

    it('a cursor of another sort, filter, category or search with 400 naming it', async () => {
      const { nextCursor } = await get(url('sort=name&pageSize=4'))
      expect(await refusal(url(`sort=price-low&after=${nextCursor}`), 'query.after')).toMatch(/another list/)
      expect(await refusal(url(`sort=name&minPrice=100&after=${nextCursor}`), 'query.after')).toMatch(
        /another list/,
      )
      await refusal(`/api/categories/${big.id}/products?sort=name&after=${nextCursor}`, 'query.after')
      const searched = await get('/api/search?q=tiedsnack&pageSize=4')
      await refusal(`/api/search?q=bulk&after=${searched.nextCursor}`, 'query.after')
    })

    it('two ways of naming a page at once, and a position past the counted products', async () => {
      const { nextCursor } = await get(url('pageSize=4'))
      await refusal(url(`after=${nextCursor}&last=true`), 'query.after')
      const past = Math.ceil(TOTAL_COUNT_CAP / 24) + 1
      expect(await refusal(url(`page=${past}`), 'query.page')).toMatch(/nextCursor/)
      await refusal(`/api/search?q=tiedsnack&page=${past}`, 'query.page')
    })
  })
})

// With the page cache on, a listing's capped count is kept after its first page, and the
// pages after it are read without counting, the kept count choosing how a price range is read.
describe('keyset paging with the count kept (page cache on)', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE: 'true' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('pages a price range sorted by name the same with a kept count', async () => {
    const aisle = await insertCategory(t.db, { name: 'Kept Count Aisle' })
    await insertProducts(
      t.db,
      Array.from({ length: 19 }, (_, i) => ({
        name: `Keptcount ${String.fromCharCode(65 + (i % 7))}`,
        price: [10_000, 20_000, 30_000][i % 3],
        rating: [3, 4, 5][i % 3],
        categoryId: aisle.id,
      })),
    )
    const get = (url: string) => getOk<ProductPage>(t.app, url)
    const base = `/api/categories/${aisle.id}/products?sort=name&minPrice=15000`
    const whole = (await get(`${base}&pageSize=100`)).items.map((p) => p.id)
    expect(whole).toHaveLength(12)
    const seen: string[] = []
    let page = await get(`${base}&pageSize=3`)
    for (let n = 2; ; n++) {
      seen.push(...page.items.map((p) => p.id))
      if (page.nextCursor === null) break
      page = await get(`${base}&pageSize=3&page=${n}&after=${page.nextCursor}`)
      expect(page.total).toBe(12)
    }
    expect(seen).toEqual(whole)
  })
})
