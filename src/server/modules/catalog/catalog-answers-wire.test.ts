import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { products } from '#server/db/schema.ts'
import { insertCategory, insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { FRESHNESS_CHECK_MS } from './catalog-freshness.ts'

// A listening server answers catalogue hits before Fastify sees them (ADR 036), and the
// listings' misses too (ADR 040). They must be the route's answer exactly: the same bytes and
// the same headers (security headers included) as Fastify's path, and only for public catalogue
// URLs with input the route accepts. Only Date is faked, so the freshness check is due only
// when a test says so.

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function rawGet(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(base + path, { headers, method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** Headers that depend on the moment or the connection, not on the answer. */
function answerHeaders(headers: IncomingHttpHeaders | Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

describe('catalogue answers on a listening server', () => {
  let t: TestApp
  let base: string
  /** URLs that reached Fastify's hooks. */
  const reachedFastify: string[] = []
  beforeAll(async () => {
    t = await createTestApp(
      { CATALOG_CACHE: 'true' },
      {
        beforeReady: (app) =>
          app.addHook('onRequest', (request, _reply, done) => {
            reachedFastify.push(request.url)
            done()
          }),
      },
    )
    base = await t.app.listen({ host: '127.0.0.1', port: 0 })
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
  const aSecondLater = () => vi.setSystemTime(Date.now() + FRESHNESS_CHECK_MS)
  const signedInLooking = { cookie: 'better-auth.session_token=someone.signature' }

  it("carry exactly the headers and bytes of Fastify's answer, misses and hits, in every coding, without reaching Fastify", async () => {
    const cat = await insertCategory(t.db)
    for (let i = 0; i < 30; i++) await insertProduct(t.db, { categoryId: cat.id })
    const cases = [
      { sort: 'name', accept: 'gzip, deflate, br, zstd', coding: 'br' },
      { sort: 'price-low', accept: 'gzip', coding: 'gzip' },
      { sort: 'price-high', accept: '', coding: undefined },
    ]
    const plain: string[] = []
    for (const { sort, accept, coding } of cases) {
      const path = `/api/categories/${cat.id}/products?sort=${sort}`
      const headers = { ...(accept ? { 'accept-encoding': accept } : {}), ...signedInLooking }
      const before = reachedFastify.length
      const miss = await rawGet(base, path, headers)
      const hit = await rawGet(base, path, headers)
      expect(reachedFastify.length).toBe(before)
      // The same listing by another URL (the parameters in another order), a miss through
      // Fastify's route: the same bytes, so the same ETag, and the same headers.
      const routed = await t.app.inject({ url: `${path}&page=1`, headers })
      expect(routed.statusCode).toBe(200)
      expect(answerHeaders(miss.headers)).toEqual(answerHeaders(routed.headers))
      expect(miss.body.equals(routed.rawPayload)).toBe(true)

      expect(miss.status).toBe(200)
      expect(hit.status).toBe(200)
      expect(hit.headers['content-encoding']).toBe(coding)
      expect(answerHeaders(hit.headers)).toEqual(answerHeaders(miss.headers))
      expect(hit.body.equals(miss.body)).toBe(true)
      // Security headers are there, not just equal: the miss went through every hook.
      expect(hit.headers['content-security-policy']).toMatch(/^default-src 'self'/)
      expect(hit.headers['permissions-policy']).toBeTruthy()
      plain.push(
        coding === 'br'
          ? brotliDecompressSync(hit.body).toString()
          : coding === 'gzip'
            ? gunzipSync(hit.body).toString()
            : hit.body.toString(),
      )

      // 304: the same headers as Fastify's path answers (the route hook, through inject).
      const etag = hit.headers.etag as string
      const reached = reachedFastify.length
      const notModified = await rawGet(base, path, { ...headers, 'if-none-match': etag })
      expect(reachedFastify.length).toBe(reached)
      const viaFastify = await t.app.inject({ url: path, headers: { ...headers, 'if-none-match': etag } })
      expect(notModified.status).toBe(304)
      expect(viaFastify.statusCode).toBe(304)
      expect(notModified.body.length).toBe(0)
      expect(answerHeaders(notModified.headers)).toEqual(answerHeaders(viaFastify.headers))
    }
    expect(plain.every((json) => JSON.parse(json).items.length === 24)).toBe(true)
  })

  it('show an edit after the next freshness check', async () => {
    const cat = await insertCategory(t.db)
    const p = await insertProduct(t.db, { categoryId: cat.id, name: 'Milk' })
    const path = `/api/categories/${cat.id}/products`
    const name = async () => JSON.parse((await rawGet(base, path, {})).body.toString()).items[0].name
    expect(await name()).toBe('Milk')
    await t.db.update(products).set({ name: 'Toned Milk' }).where(eq(products.id, p.id))
    expect(await name()).toBe('Milk')
    aSecondLater()
    const before = reachedFastify.length
    expect(await name()).toBe('Toned Milk')
    // Loaded again in front of Fastify.
    expect(reachedFastify.length).toBe(before)
  })

  it('leave to Fastify every listing the route refuses or routes elsewhere', async () => {
    const cat = await insertCategory(t.db)
    await insertProduct(t.db, { categoryId: cat.id })
    const cases = [
      { path: `/api/categories/${cat.id}/products?sort=cheapest`, status: 400 },
      { path: `/api/categories/${cat.id}/products?minPrice=9&maxPrice=1`, status: 400 },
      { path: `/api/categories/${cat.id}/products?color=red`, status: 400 },
      { path: `/api/categories/${cat.id}/products?after=not-a-cursor`, status: 400 },
      { path: `/api/products?sort=name%01`, status: 400 },
      { path: '/api/categories/not-an-id/products', status: 400 },
      { path: '/api/categories/00000000-0000-4000-8000-000000000000/products', status: 404 },
      { path: `/api/categories/${cat.id}/products/`, status: 200 },
    ]
    for (const { path, status } of cases) {
      const before = reachedFastify.length
      const res = await rawGet(base, path, {})
      expect({ path, status: res.status }).toEqual({ path, status })
      expect(reachedFastify.length).toBe(before + 1)
    }
    // Accepted: answered in front, and what Fastify answers for the same listing.
    const before = reachedFastify.length
    const front = await rawGet(base, '/api/products?sort=price-low&minPrice=1', {})
    expect(front.status).toBe(200)
    expect(reachedFastify.length).toBe(before)
    const routed = await t.app.inject({ url: '/api/products?minPrice=1&sort=price-low' })
    expect(front.body.toString()).toBe(routed.body)
  })

  it("answer search and suggestion misses in front, with the bytes and headers of Fastify's answer (ADR 077)", async () => {
    const cat = await insertCategory(t.db)
    for (let i = 0; i < 3; i++) await insertProduct(t.db, { categoryId: cat.id, name: `Wirefront Ghee ${i}` })
    // Each pair: answered in front, then the same answer by another URL through Fastify's route.
    const pairs = [
      ['/api/search?q=wirefront&sort=price-low', '/api/search?sort=price-low&q=wirefront'],
      ['/api/search?q=wirefront%20ghee', '/api/search?q=wirefront+ghee'],
      ['/api/search?q=nothingmatchesthis', '/api/search?q=%6EothingMatchesThis'],
      ['/api/search/suggest?q=wirefront', '/api/search/suggest?q=%77irefront'],
    ]
    for (const [front, routed] of pairs) {
      for (const accept of ['br', 'gzip', '']) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {}
        const before = reachedFastify.length
        const miss = await rawGet(base, front!, headers)
        expect(reachedFastify.length).toBe(before)
        const viaFastify = await t.app.inject({ url: routed!, headers })
        expect(miss.status).toBe(200)
        expect(viaFastify.statusCode).toBe(200)
        expect(answerHeaders(miss.headers)).toEqual(answerHeaders(viaFastify.headers))
        expect(miss.body.equals(viaFastify.rawPayload)).toBe(true)
      }
    }
    const found = JSON.parse((await rawGet(base, pairs[0]![0]!, {})).body.toString())
    expect(found.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Wirefront Ghee 0',
      'Wirefront Ghee 1',
      'Wirefront Ghee 2',
    ])
  })

  it('leave to Fastify every search the routes refuse or route elsewhere', async () => {
    const cases = [
      { path: '/api/search', status: 400 },
      { path: '/api/search?q=', status: 400 },
      { path: '/api/search?q=%20%20', status: 400 },
      { path: `/api/search?q=${'a'.repeat(201)}`, status: 400 },
      { path: '/api/search?q=milk&sort=cheapest', status: 400 },
      { path: '/api/search?q=milk&color=red', status: 400 },
      { path: '/api/search?q=milk&q=tea', status: 400 },
      { path: '/api/search?q=milk%01', status: 400 },
      { path: '/api/search?q=milk&after=not-a-cursor', status: 400 },
      { path: '/api/search/suggest?q=', status: 400 },
      { path: '/api/search/suggest?q=milk&sort=name', status: 400 },
      { path: '/api/search/?q=uncachedslash', status: 200 },
    ]
    for (const { path, status } of cases) {
      const before = reachedFastify.length
      const res = await rawGet(base, path, {})
      expect({ path, status: res.status }).toEqual({ path, status })
      expect(reachedFastify.length).toBe(before + 1)
    }
  })

  it('are never personal: account answers, HEAD and writes always reach Fastify', async () => {
    for (const path of ['/api/me', '/api/cart', '/api/me']) {
      const before = reachedFastify.length
      const res = await rawGet(base, path, signedInLooking)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(reachedFastify.length).toBe(before + 1)
    }
    const cat = await insertCategory(t.db)
    const path = `/api/categories/${cat.id}/products`
    await rawGet(base, path, {})
    const before = reachedFastify.length
    const head = await rawGet(base, path, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(reachedFastify.length).toBe(before + 1)
  })
})
