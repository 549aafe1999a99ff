import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CategoryRow,
  insertCategory,
  insertProducts,
  type ProductRow,
} from '#server/test-support/fixtures.ts'
import { createTestApp, getOk, type TestApp } from '#server/test-support/test-app.ts'
import type { ProductPage } from '#shared/schemas/catalog.ts'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

function fieldNames(body: { error: { fields?: Record<string, string> } }): string[] {
  return Object.keys(body.error.fields ?? {})
}

// One category of six products whose prices, ratings, names and stock disagree on every order.
describe('product listings', () => {
  let t: TestApp
  let cat: CategoryRow
  let other: CategoryRow
  let p: Record<string, ProductRow>

  beforeAll(async () => {
    t = await createTestApp()
    cat = await insertCategory(t.db, { name: 'Snacks & Drinks' })
    other = await insertCategory(t.db, { name: 'Household Essentials' })
    const rows = await insertProducts(t.db, [
      { name: 'Cashews', price: 45_000, rating: 4.8, stockQuantity: 3, categoryId: cat.id },
      { name: 'Bhujia', price: 5_500, rating: 4.1, stockQuantity: 0, categoryId: cat.id, isFeatured: true },
      { name: 'Almonds', price: 60_000, rating: 4.5, stockQuantity: 9, categoryId: cat.id },
      { name: 'Digestive', price: 9_900, rating: 3.2, stockQuantity: 40, categoryId: cat.id },
      { name: 'Elaichi Rusk', price: 4_000, rating: 2.5, stockQuantity: 12, categoryId: cat.id },
      { name: 'Fox Nuts', price: 19_900, rating: 4.5, stockQuantity: 7, categoryId: cat.id },
      { name: 'Hidden Chips', price: 1_000, rating: 5, categoryId: cat.id, isAvailable: false },
      { name: 'Broom', price: 15_000, rating: 4.9, categoryId: other.id },
    ])
    p = Object.fromEntries(rows.map((r) => [r.name, r]))
  })
  afterAll(async () => {
    await t.close()
  })

  const list = (url: string) => getOk<ProductPage>(t.app, url)
  const names = (page: ProductPage) => page.items.map((i) => i.name)
  const inCategory = (query = '') => list(`/api/categories/${cat.id}/products${query}`)

  describe('GET /api/categories/:id/products', () => {
    it('lists available products of the category, best rated first by default', async () => {
      const page = await inCategory()
      // Almonds and Fox Nuts tie on 4.5: the id decides (descending, as the rating), so paging
      // never repeats or skips one.
      const tied = [p.Almonds!, p['Fox Nuts']!].sort((a, b) => (a.id < b.id ? 1 : -1)).map((r) => r.name)
      expect(names(page)).toEqual(['Cashews', ...tied, 'Bhujia', 'Digestive', 'Elaichi Rusk'])
      expect(page).toMatchObject({ total: 6, page: 1, pageSize: 24, pageCount: 1 })
      expect(page.items[0]).toEqual({
        id: p.Cashews!.id,
        name: 'Cashews',
        hindiName: null,
        unit: '1 pc',
        price: 45_000,
        originalPrice: null,
        imageUrl: p.Cashews!.imageUrl,
        badge: null,
        rating: 4.8,
        reviewCount: 10,
        isAvailable: true,
        isFeatured: false,
        stockQuantity: 3,
        categoryId: cat.id,
      })
    })

    it.each([
      ['price-low', ['Elaichi Rusk', 'Bhujia', 'Digestive', 'Fox Nuts', 'Cashews', 'Almonds']],
      ['price-high', ['Almonds', 'Cashews', 'Fox Nuts', 'Digestive', 'Bhujia', 'Elaichi Rusk']],
      ['name', ['Almonds', 'Bhujia', 'Cashews', 'Digestive', 'Elaichi Rusk', 'Fox Nuts']],
    ])('sorts by %s', async (sort, expected) => {
      expect(names(await inCategory(`?sort=${sort}`))).toEqual(expected)
    })

    it('sorts by relevance as featured first, then best rated', async () => {
      const page = await inCategory('?sort=relevance')
      expect(names(page).slice(0, 2)).toEqual(['Bhujia', 'Cashews'])
    })

    it('filters by price range in paise, inclusive', async () => {
      const page = await inCategory('?minPrice=5500&maxPrice=45000&sort=price-low')
      expect(names(page)).toEqual(['Bhujia', 'Digestive', 'Fox Nuts', 'Cashews'])
      expect(page.total).toBe(4)
    })

    it('filters by minimum rating', async () => {
      expect(names(await inCategory('?minRating=4.5&sort=name'))).toEqual(['Almonds', 'Cashews', 'Fox Nuts'])
      expect((await inCategory('?minRating=0')).total).toBe(6)
    })

    it('filters to in-stock products only when asked', async () => {
      expect(names(await inCategory('?inStock=true&sort=price-low'))).not.toContain('Bhujia')
      expect((await inCategory('?inStock=true')).total).toBe(5)
      expect((await inCategory('?inStock=false')).total).toBe(6)
    })

    it('combines filters', async () => {
      const page = await inCategory('?inStock=true&minRating=4&maxPrice=50000&sort=price-high')
      expect(names(page)).toEqual(['Cashews', 'Fox Nuts'])
    })

    it('pages with a stable order and the total of every page', async () => {
      const first = await inCategory('?sort=name&pageSize=4')
      const second = await inCategory('?sort=name&pageSize=4&page=2')
      const beyond = await inCategory('?sort=name&pageSize=4&page=3')
      expect(names(first)).toEqual(['Almonds', 'Bhujia', 'Cashews', 'Digestive'])
      expect(names(second)).toEqual(['Elaichi Rusk', 'Fox Nuts'])
      expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4, pageCount: 2 })
      expect(second).toMatchObject({ total: 6, page: 2, pageCount: 2 })
      expect(beyond).toMatchObject({ items: [], total: 6, page: 3, pageCount: 2 })
    })

    it('answers an empty page when nothing matches', async () => {
      expect(await inCategory('?minPrice=99999900')).toEqual({
        items: [],
        total: 0,
        totalExact: true,
        page: 1,
        pageSize: 24,
        pageCount: 0,
        nextCursor: null,
        prevCursor: null,
      })
    })

    it('answers 404 for an unknown or inactive category', async () => {
      const inactive = await insertCategory(t.db, { isActive: false })
      await insertProducts(t.db, [{ categoryId: inactive.id }])
      for (const id of [MISSING_ID, inactive.id]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/categories/${id}/products` })
        expect(res.statusCode).toBe(404)
        expect(res.json().error.message).toBe('Category not found')
      }
    })
  })

  describe('GET /api/products', () => {
    it('lists every available product, featured first, then best rated', async () => {
      const page = await list('/api/products?pageSize=3')
      expect(names(page)).toEqual(['Bhujia', 'Broom', 'Cashews'])
      expect(page).toMatchObject({ total: 8, pageCount: 3 })
    })

    it('narrows to one category with categoryId', async () => {
      const page = await list(`/api/products?categoryId=${other.id}`)
      expect(names(page)).toEqual(['Broom'])
      expect((await list(`/api/products?categoryId=${MISSING_ID}`)).total).toBe(0)
    })

    it('sorts and filters like the category listing', async () => {
      const page = await list('/api/products?sort=price-low&minPrice=12000&inStock=true')
      expect(names(page)).toEqual(['Broom', 'Fox Nuts', 'Cashews', 'Almonds'])
    })
  })

  describe('bad input', () => {
    it.each([
      ['sort=cheapest', 'query.sort'],
      ['minPrice=-1', 'query.minPrice'],
      ['minPrice=12.5', 'query.minPrice'],
      ['maxPrice=abc', 'query.maxPrice'],
      ['minPrice=5000&maxPrice=100', 'query.minPrice'],
      ['minRating=6', 'query.minRating'],
      ['minRating=-0.5', 'query.minRating'],
      ['inStock=yes', 'query.inStock'],
      ['page=0', 'query.page'],
      ['page=two', 'query.page'],
      ['pageSize=101', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
      ['categoryId=abc', 'query.categoryId'],
      ['colour=red', 'query.colour'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      for (const base of [`/api/categories/${cat.id}/products`, '/api/products']) {
        const res = await t.app.inject({ method: 'GET', url: `${base}?${query}` })
        expect(res.statusCode).toBe(400)
        expect(res.json().error.code).toBe('BAD_REQUEST')
        expect(fieldNames(res.json())).toContain(field)
      }
    })

    it('refuses a malformed category id naming params.id', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/categories/abc/products' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toHaveProperty('params.id')
    })
  })
})
