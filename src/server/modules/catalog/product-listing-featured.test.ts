import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CategoryRow,
  insertCategory,
  insertProducts,
  type ProductRow,
} from '#server/test-support/fixtures.ts'
import { createTestApp, getOk, type TestApp } from '#server/test-support/test-app.ts'
import type { ProductPage } from '#shared/schemas/catalog.ts'

// Relevance in a category with a rating floor is read as two seeks of the category's featured
// index, featured products and the others, merged in order (product-listing.ts, splitByFeatured).
// Every way of reading the pages must give the order a sort of the matches gives: forward by
// cursor, back from the last page, by position, with and without a price range (which reads
// the same walk when the range is wide), in a category and in All Products narrowed to one.
describe('relevance in a category with a rating floor', () => {
  let t: TestApp
  let cat: CategoryRow
  let rows: ProductRow[]

  beforeAll(async () => {
    t = await createTestApp()
    cat = await insertCategory(t.db, { name: 'Snacks & Drinks' })
    const other = await insertCategory(t.db, { name: 'Household Essentials' })
    // Featured and not, rated and unrated (rating 0), ties on rating, some out of stock; the
    // unrated products are the end of the order, where the walk used to test each of them.
    rows = await insertProducts(t.db, [
      ...Array.from({ length: 26 }, (_, i) => ({
        name: `Snack ${i}`,
        price: 1_000 + i * 700,
        rating: i % 4 === 0 ? 0 : [4.5, 3, 4.5, 2, 5, 1.5][i % 6]!,
        reviewCount: i % 4 === 0 ? 0 : 3,
        isFeatured: i % 5 === 0,
        stockQuantity: i % 7 === 0 ? 0 : 5,
        categoryId: cat.id,
      })),
      { name: 'Broom', price: 15_000, rating: 4.9, categoryId: other.id, isFeatured: true },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string) => getOk<ProductPage>(t.app, url)
  /** The relevance order: featured first, then best rated, ties by id (descending). */
  const expected = (minRating: number, minPrice = 0, inStock = false) =>
    rows
      .filter(
        (r) =>
          r.categoryId === cat.id &&
          r.rating >= minRating &&
          r.price >= minPrice &&
          (!inStock || r.stockQuantity > 0),
      )
      .sort(
        (a, b) =>
          Number(b.isFeatured) - Number(a.isFeatured) ||
          b.rating - a.rating ||
          (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .map((r) => r.name)

  const cases = [
    { minRating: 1, minPrice: 0, inStock: false },
    { minRating: 3, minPrice: 0, inStock: true },
    { minRating: 1, minPrice: 2_000, inStock: false },
  ]
  const bases = () => [`/api/categories/${cat.id}/products?`, `/api/products?categoryId=${cat.id}&`]

  it.each(cases)(
    'reads every page forward, backward and by position (%o)',
    async ({ minRating, minPrice, inStock }) => {
      const want = expected(minRating, minPrice, inStock)
      expect(want.length).toBeGreaterThan(8)
      for (const base of bases()) {
        const query = `${base}sort=relevance&minRating=${minRating}&pageSize=4${minPrice ? `&minPrice=${minPrice}` : ''}${inStock ? '&inStock=true' : ''}`
        const names = (page: ProductPage) => page.items.map((i) => i.name)
        // Forward by cursor.
        const forward: string[] = []
        let page = await get(query)
        expect(page.total).toBe(want.length)
        forward.push(...names(page))
        while (page.nextCursor) {
          page = await get(`${query}&after=${page.nextCursor}`)
          forward.push(...names(page))
        }
        expect(forward).toEqual(want)
        // Back from the last page.
        const backward: string[][] = []
        page = await get(`${query}&last=true`)
        backward.unshift(names(page))
        while (page.prevCursor) {
          page = await get(`${query}&before=${page.prevCursor}`)
          backward.unshift(names(page))
        }
        expect(backward.flat()).toEqual(want)
        // By position.
        for (let n = 1; n <= Math.ceil(want.length / 4); n++) {
          expect(names(await get(`${query}&page=${n}`))).toEqual(want.slice((n - 1) * 4, n * 4))
        }
      }
    },
  )
})
