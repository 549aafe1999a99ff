import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'

function fieldNames(body: { error: { fields?: Record<string, string> } }): string[] {
  return Object.keys(body.error.fields ?? {})
}

describe('GET /api/search', () => {
  let t: TestApp
  let dairy: CategoryRow
  let grocery: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    grocery = await insertCategory(t.db, { name: 'Grocery & Kitchen' })
    const d = dairy.id
    const g = grocery.id
    await insertProducts(t.db, [
      { name: 'Amul Vanilla Ice Cream', rating: 4.0, price: 25_000, categoryId: d },
      { name: 'Kwality Walls Chocolate Ice Cream', rating: 4.5, price: 30_000, categoryId: d },
      {
        name: 'Amul Fresh Paneer',
        description: 'Soft cottage cheese',
        rating: 4.6,
        price: 9_000,
        categoryId: d,
      },
      { name: 'Aashirvaad Whole Wheat Atta', unit: '5 kg', rating: 4.4, price: 27_000, categoryId: g },
      { name: 'India Gate Basmati Rice', description: 'Long grain rice', rating: 4.7, categoryId: g },
      { name: 'Butter', rating: 3.0, price: 5_000, categoryId: d },
      { name: 'Butter Cookies', rating: 4.0, price: 6_000, categoryId: g },
      { name: 'Amul Butter', rating: 4.9, price: 5_600, stockQuantity: 0, categoryId: d },
      { name: 'Desi Ghee', description: 'Pure clarified butter', rating: 5.0, price: 60_000, categoryId: d },
      { name: 'Toned Milk', rating: 3.5, price: 2_800, categoryId: d },
      { name: 'Milky Bar', rating: 4.8, price: 2_000, categoryId: g },
      { name: 'Soymilk Drink', rating: 5.0, price: 1_500, categoryId: d },
      { name: 'Amul Gold Milk', rating: 4.2, price: 3_400, categoryId: d, isAvailable: false },
      { name: 'Malai Paneer Tikka', rating: 3.9, price: 15_000, categoryId: d, isAvailable: false },
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
  const names = async (query: string) => (await search(query)).items.map((i) => i.name)

  describe('matching', () => {
    it('matches names case-insensitively', async () => {
      expect(await names('q=AMUL')).toEqual(expect.arrayContaining(['Amul Vanilla Ice Cream', 'Amul Butter']))
      expect(await names('q=atta')).toEqual(['Aashirvaad Whole Wheat Atta'])
    })

    it('matches the start of a word', async () => {
      expect(await names('q=choco')).toEqual(['Kwality Walls Chocolate Ice Cream'])
      expect(await names('q=aashir')).toEqual(['Aashirvaad Whole Wheat Atta'])
    })

    it('matches descriptions by whole words, only when no name matches and for two words or more', async () => {
      expect(await names('q=cottage%20cheese')).toEqual(['Amul Fresh Paneer'])
      // One word in a description is a mention, not an answer (ADR 025).
      expect(await names('q=cottage')).toEqual([])
      expect(await names('q=cott%20chee')).toEqual([])
    })

    it('forgives small typos', async () => {
      expect(await names('q=ice%20crem')).toEqual(
        expect.arrayContaining(['Amul Vanilla Ice Cream', 'Kwality Walls Chocolate Ice Cream']),
      )
      expect(await names('q=ice%20crem')).toHaveLength(2)
      expect(await names('q=paner')).toEqual(['Amul Fresh Paneer'])
      expect(await names('q=panner')).toEqual(['Amul Fresh Paneer'])
      expect(await names('q=chocolat')).toEqual(['Kwality Walls Chocolate Ice Cream'])
      expect(await names('q=amul%20paner')).toEqual(['Amul Fresh Paneer'])
    })

    it('forgives typos in the words of products added or renamed later', async () => {
      const [sweet] = await insertProducts(t.db, [{ name: 'Haldiram Soan Papdi', categoryId: grocery.id }])
      expect(await names('q=soan%20papdee')).toEqual(['Haldiram Soan Papdi'])
      expect(await names('q=katlee')).toEqual([])
      await t.db.update(products).set({ name: 'Haldiram Kaju Katli' }).where(eq(products.id, sweet!.id))
      expect(await names('q=kaju%20katlee')).toEqual(['Haldiram Kaju Katli'])
    })

    it('needs every word to match somewhere', async () => {
      expect(await names('q=amul%20butter')).toEqual(['Amul Butter'])
      expect(await names('q=amul%20cottage')).toEqual(['Amul Fresh Paneer'])
      expect(await names('q=paneer%20cottage')).toEqual(['Amul Fresh Paneer'])
      expect(await names('q=amul%20atta')).toEqual([])
    })

    it('leaves out unavailable products', async () => {
      expect(await names('q=tikka')).toEqual([])
      expect(await names('q=amul')).not.toContain('Amul Gold Milk')
    })

    it('reads LIKE wildcards in the query literally', async () => {
      expect((await search('q=%25')).total).toBe(0)
      expect((await search('q=_')).total).toBe(0)
      expect((await search('q=%25%20_')).total).toBe(0)
    })
  })

  describe('ranking for relevance', () => {
    it('puts the exact name first, then whole words, then starts of words; never inside a word', async () => {
      expect(await names('q=butter')).toEqual(['Butter', 'Amul Butter', 'Butter Cookies'])
      expect(await names('q=milk')).toEqual(['Toned Milk', 'Milky Bar'])
    })

    it('ranks best rated first among equally good matches', async () => {
      expect(await names('q=amul')).toEqual(['Amul Butter', 'Amul Fresh Paneer', 'Amul Vanilla Ice Cream'])
    })

    it('a description match never pads out a name match', async () => {
      expect(await names('q=rice')).toEqual(['India Gate Basmati Rice'])
      expect(await names('q=long%20grain%20rice')).toEqual(['India Gate Basmati Rice'])
    })
  })

  describe('filters, sorting and paging', () => {
    it('sorts by price and name when asked', async () => {
      expect(await names('q=butter&sort=price-low')).toEqual(['Butter', 'Amul Butter', 'Butter Cookies'])
      expect(await names('q=butter&sort=price-high')).toEqual(['Butter Cookies', 'Amul Butter', 'Butter'])
      expect(await names('q=butter&sort=name')).toEqual(['Amul Butter', 'Butter', 'Butter Cookies'])
      expect(await names('q=butter&sort=rating')).toEqual(['Amul Butter', 'Butter Cookies', 'Butter'])
    })

    it('applies price, rating, stock and category filters', async () => {
      expect(await names('q=butter&maxPrice=5600')).toEqual(['Butter', 'Amul Butter'])
      expect(await names('q=butter&minPrice=5600&maxPrice=6000')).toEqual(['Amul Butter', 'Butter Cookies'])
      expect(await names('q=butter&minRating=4.5')).toEqual(['Amul Butter'])
      expect(await names('q=butter&inStock=true')).not.toContain('Amul Butter')
      expect(await names(`q=butter&categoryId=${grocery.id}`)).toEqual(['Butter Cookies'])
    })

    it('counts every match and pages through them', async () => {
      const first = await search('q=butter&pageSize=2')
      expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 })
      expect(first.items).toHaveLength(2)
      const second = await search('q=butter&pageSize=2&page=2')
      expect(second.items.map((i) => i.name)).toEqual(['Butter Cookies'])
      expect(second.total).toBe(3)
      const beyond = await search('q=butter&pageSize=2&page=5')
      expect(beyond).toMatchObject({ items: [], total: 3, page: 5, pageCount: 2 })
    })

    it('answers an empty page when nothing matches', async () => {
      expect(await search('q=zzzqqq')).toEqual({
        items: [],
        total: 0,
        totalExact: true,
        page: 1,
        pageSize: 24,
        pageCount: 0,
        nextCursor: null,
        prevCursor: null,
        correctedQuery: null,
      })
    })
  })

  describe('bad input', () => {
    it.each([
      ['', 'query.q'],
      ['q=', 'query.q'],
      ['q=%20%20%20', 'query.q'],
      [`q=${'a'.repeat(101)}`, 'query.q'],
      ['q=milk&sort=best', 'query.sort'],
      ['q=milk&minRating=9', 'query.minRating'],
      ['q=milk&page=0', 'query.page'],
      ['q=milk&pageSize=1000', 'query.pageSize'],
      ['q=milk&foo=1', 'query.foo'],
    ])('refuses "%s" with 400 naming %s', async (query, field) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
      expect(fieldNames(res.json())).toContain(field)
    })
  })
})
