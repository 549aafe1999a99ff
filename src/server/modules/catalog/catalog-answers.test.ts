import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryRows } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { insertCategory, insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { ProductPageSchema } from '#shared/schemas/catalog.ts'
import { PUBLIC_CACHE_CONTROL } from './catalog-answers.ts'
import { FRESHNESS_CHECK_MS } from './catalog-freshness.ts'

// The catalogue as deployed: answers kept as bytes (ADR 027), forgotten when the catalogue changes.
// Only Date is faked, to step past the one-second freshness check without waiting.
describe('catalogue answers with the cache on', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE: 'true' })
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const inject = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const get = async (url: string) => (await inject(url)).json()
  const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)
  /** Moves the clock past the freshness check: the next request reads catalog_changes. */
  const aSecondLater = () => vi.setSystemTime(Date.now() + FRESHNESS_CHECK_MS)

  it('answers a repeat from memory within the second, and the change after it', async () => {
    const cat = await insertCategory(t.db)
    await insertProduct(t.db, { categoryId: cat.id, name: 'First', price: 200 })
    const url = `/api/categories/${cat.id}/products`
    expect(names(await get(url))).toEqual(['First'])

    await insertProduct(t.db, { categoryId: cat.id, name: 'Second', price: 100, rating: 5 })
    expect(names(await get(url))).toEqual(['First'])
    aSecondLater()
    const page = await get(url)
    expect(names(page)).toEqual(['Second', 'First'])
    expect(page.total).toBe(2)
  })

  it('shows a new price, a product hidden, and a sell-out at the next check', async () => {
    const cat = await insertCategory(t.db)
    const [a, b] = [
      await insertProduct(t.db, { categoryId: cat.id, name: 'Apple', price: 100 }),
      await insertProduct(t.db, { categoryId: cat.id, name: 'Banana', price: 200 }),
    ]
    const url = `/api/categories/${cat.id}/products?sort=price-low&inStock=true`
    expect((await get(url)).items.map((i: { price: number }) => i.price)).toEqual([100, 200])

    await t.db.update(products).set({ price: 300 }).where(eq(products.id, a!.id))
    aSecondLater()
    expect(names(await get(url))).toEqual(['Banana', 'Apple'])

    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, b!.id))
    aSecondLater()
    expect(names(await get(url))).toEqual(['Apple'])

    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, a!.id))
    aSecondLater()
    expect(names(await get(url))).toEqual([])
  })

  it('forgets a category that was switched off', async () => {
    const cat = await insertCategory(t.db)
    const url = `/api/categories/${cat.id}/products`
    expect((await inject(url)).statusCode).toBe(200)
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, cat.id))
    aSecondLater()
    expect((await inject(url)).statusCode).toBe(404)
  })

  it('shows a new search match at the next check', async () => {
    await insertProduct(t.db, { name: 'Tata Salt' })
    expect((await get('/api/search?q=salt')).total).toBe(1)
    await insertProduct(t.db, { name: 'Rock Salt' })
    expect((await get('/api/search?q=salt')).total).toBe(1)
    aSecondLater()
    expect((await get('/api/search?q=salt')).total).toBe(2)
  })

  it('answers 304 to a stored ETag, in any coding, until the answer changes', async () => {
    const cat = await insertCategory(t.db)
    const p = await insertProduct(t.db, { categoryId: cat.id, name: 'Milk' })
    const url = `/api/categories/${cat.id}/products`
    const first = await inject(url, { 'accept-encoding': 'gzip' })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+-gz"$/)
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(first.headers.vary).toMatch(/accept-encoding/i)

    for (const acceptEncoding of ['gzip', 'br', 'identity']) {
      const again = await inject(url, { 'if-none-match': etag, 'accept-encoding': acceptEncoding })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    }
    // A list of tags, weak or not, matches when one does; another tag does not.
    expect((await inject(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304)
    expect((await inject(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)

    await t.db.update(products).set({ name: 'Toned Milk' }).where(eq(products.id, p.id))
    aSecondLater()
    const changed = await inject(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(names(JSON.parse(gunzipSync(changed.rawPayload).toString()))).toEqual(['Toned Milk'])
  })

  it('serves the same JSON as Brotli, gzip or plain, each with its own strong ETag', async () => {
    const cat = await insertCategory(t.db)
    for (let i = 0; i < 30; i++) await insertProduct(t.db, { categoryId: cat.id })
    const url = `/api/categories/${cat.id}/products`
    const br = await inject(url, { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await inject(url, { 'accept-encoding': 'gzip, br;q=0' })
    const plain = await inject(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    const none = await inject(url)
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(none.headers['content-encoding']).toBeUndefined()
    const json = plain.body
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json)
    expect(none.body).toBe(json)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    // What is served without response validation still has the schema's shape.
    expect(ProductPageSchema.strict().parse(JSON.parse(json)).items).toHaveLength(24)
  })

  it('still refuses bad input and unknown categories, and keeps neither', async () => {
    const cat = await insertCategory(t.db)
    for (let i = 0; i < 2; i++) {
      const bad = await inject(`/api/categories/${cat.id}/products?page=0`)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.fields).toHaveProperty(['query.page'])
      const missing = await inject(`/api/categories/${crypto.randomUUID()}/products`)
      expect(missing.statusCode).toBe(404)
    }
  })
})

// Which writes move the version each instance checks: every change a page shows, and no sale
// that leaves stock above zero (a checkout does not take this row's lock for nothing).
describe('catalog_changes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })
  const version = async () =>
    Number((await queryRows<{ v: string }>(t.db, sql`SELECT version AS v FROM catalog_changes`))[0]!.v)
  const moves = async (write: () => Promise<unknown>) => {
    const before = await version()
    await write()
    return (await version()) !== before
  }

  it('moves with what a page shows', async () => {
    const cat = await insertCategory(t.db)
    let p = await insertProduct(t.db, { categoryId: cat.id, stockQuantity: 2 })
    const set = (values: Partial<typeof products.$inferInsert>) => () =>
      t.db.update(products).set(values).where(eq(products.id, p.id))
    expect(
      await moves(async () => (p = await insertProduct(t.db, { categoryId: cat.id, stockQuantity: 2 }))),
    ).toBe(true)
    expect(await moves(set({ price: 12_345 }))).toBe(true)
    expect(await moves(set({ originalPrice: 20_000 }))).toBe(true)
    expect(await moves(set({ name: 'Renamed' }))).toBe(true)
    expect(await moves(set({ description: 'Now with a word search finds' }))).toBe(true)
    expect(await moves(set({ rating: 3.5 }))).toBe(true)
    expect(await moves(set({ hindiName: 'दूध' }))).toBe(true)
    expect(await moves(set({ searchAliases: 'doodh' }))).toBe(true)
    expect(await moves(set({ isFeatured: true }))).toBe(true)
    expect(await moves(set({ stockQuantity: 0 }))).toBe(true)
    expect(await moves(set({ stockQuantity: 5 }))).toBe(true)
    expect(
      await moves(() => t.db.update(categories).set({ name: 'Dairy' }).where(eq(categories.id, cat.id))),
    ).toBe(true)
    expect(await moves(() => t.db.delete(products).where(eq(products.id, p.id)))).toBe(true)
  })

  it('stays for a sale or restock that keeps stock above zero, and for a write that changes nothing', async () => {
    const p = await insertProduct(t.db, { stockQuantity: 10 })
    const set = (values: Partial<typeof products.$inferInsert>) => () =>
      t.db.update(products).set(values).where(eq(products.id, p.id))
    expect(await moves(set({ stockQuantity: 9 }))).toBe(false)
    expect(await moves(set({ stockQuantity: 40 }))).toBe(false)
    expect(await moves(set({ price: p.price }))).toBe(false)
  })
})

describe('catalogue answers with the cache off (tests, CATALOG_CACHE=false)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads every request afresh and still answers 304 to an unchanged answer', async () => {
    const cat = await insertCategory(t.db)
    await insertProduct(t.db, { categoryId: cat.id, name: 'Curd' })
    const url = `/api/categories/${cat.id}/products`
    const first = await t.app.inject({ url })
    const etag = first.headers.etag as string
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    await insertProduct(t.db, { categoryId: cat.id, name: 'Ghee' })
    const next = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(next.statusCode).toBe(200)
    expect(next.json().total).toBe(2)
  })
})
