import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { TtlCache } from './catalog-cache.ts'

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000
    const cache = new TtlCache<number>(100, 10, () => now)
    cache.set('a', 1)
    now += 99
    expect(cache.get('a')).toBe(1)
    now += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(1_000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('keeps nothing with a TTL of zero', () => {
    const cache = new TtlCache<number>(0, 10)
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
  })
})

// Outside tests the catalogue answers repeats from memory for a few seconds.
describe('TtlCache.getOrLoad', () => {
  it('shares one load between concurrent misses of a key, then answers from memory', async () => {
    const cache = new TtlCache<number>(1_000, 10)
    let loads = 0
    let release!: (n: number) => void
    const load = () => {
      loads++
      return new Promise<number>((resolve) => {
        release = resolve
      })
    }
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad('panner', load))
    release(42)
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(42))
    expect(await cache.getOrLoad('panner', load)).toBe(42)
    expect(loads).toBe(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1_000, 10)
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7)
  })

  it('loads every time with a TTL of zero', async () => {
    const cache = new TtlCache<number>(0, 10)
    let loads = 0
    await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', async () => ++loads)))
    expect(loads).toBe(3)
  })
})

describe('catalogue cache in a running store', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await t.close()
  })
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json()

  it('answers a repeated listing from memory, and keeps its total for other pages and orders', async () => {
    const cat = await insertCategory(t.db)
    await insertProduct(t.db, { categoryId: cat.id, name: 'First', price: 200 })
    expect((await get(`/api/categories/${cat.id}/products`)).total).toBe(1)

    await insertProduct(t.db, { categoryId: cat.id, name: 'Second', price: 100 })
    const again = await get(`/api/categories/${cat.id}/products`)
    expect(again.items.map((i: { name: string }) => i.name)).toEqual(['First'])
    // Another order is another page, read afresh, but its total is the one counted before.
    const page = await get(`/api/categories/${cat.id}/products?sort=price-low`)
    expect(page.total).toBe(1)
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Second', 'First'])
    // Other filters are another question, counted afresh.
    expect((await get(`/api/categories/${cat.id}/products?maxPrice=1000`)).total).toBe(2)
  })

  it('still answers 404 for a category that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/categories/${crypto.randomUUID()}/products` })
    expect(res.statusCode).toBe(404)
  })

  it('answers a repeated search from memory', async () => {
    await insertProduct(t.db, { name: 'Tata Salt' })
    expect((await get('/api/search?q=salt')).total).toBe(1)
    await insertProduct(t.db, { name: 'Rock Salt' })
    expect((await get('/api/search?q=SALT')).total).toBe(1)
    expect((await get('/api/search?q=salt&page=1&pageSize=10')).total).toBe(2)
  })
})
