import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, type Person, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import { insertCategory } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { PERMISSIONS_POLICY } from './security-headers.ts'

// Issue 10 item 11: personal answers are never stored by a cache, every answer says which
// browser powers the store uses, the CSP lets pages talk to this store only, and an admin's
// outside picture URL is one the CSP shows.

describe('security headers', () => {
  let t: TestApp
  let admin: Person
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
  })
  afterAll(() => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })

  it('marks personal API answers no-store and leaves public catalogue caching alone', async () => {
    for (const url of [
      '/api/me',
      '/api/cart',
      '/api/orders',
      '/api/profile',
      '/api/addresses',
      '/api/notifications',
      '/api/admin/orders',
      '/api/auth/get-session',
    ]) {
      const res = await get(url)
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store'])
    }
    const catalogue = await get('/api/products')
    expect(catalogue.headers['cache-control']).toMatch(/public|max-age/)
  })

  it('sends Permissions-Policy everywhere and a CSP whose connect-src is this store only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' })
    const api = await get('/api/health')
    for (const res of [page, api]) expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000(;|$)/)
    expect(csp).toMatch(/img-src [^;]*https:/)
  })

  it('takes an https picture URL (which the CSP shows) and refuses http', async () => {
    const product = { name: 'Mango', price: 5000, unit: '1 kg', stockQuantity: 5, isAvailable: true }
    const http = await adminCall(t, 'POST', '/products', admin, {
      ...product,
      imageUrl: 'http://img.example/m.jpg',
    })
    expect(http.statusCode).toBe(400)
    expect(http.json().error.fields).toEqual({
      'body.imageUrl': 'Image URL must be an https URL or a path on this site',
    })
    const https = await adminCall(t, 'POST', '/products', admin, {
      ...product,
      imageUrl: 'https://img.example/m.jpg',
    })
    expect(https.statusCode).toBe(201)
  })
})

// Exactly what @fastify/helmet sent with app.ts's options before helmet's headers were computed
// once (ADR 028), read from the previous build's GET /api/health (CSP as of issue 10 item 11).
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws://localhost:3000",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
}

describe('helmet headers computed once', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE: 'true' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('are on every answer: JSON, a cached catalogue answer and its repeat, a 304, an error', async () => {
    const cat = await insertCategory(t.db)
    const listing = `/api/categories/${cat.id}/products`
    const first = await t.app.inject({ url: listing })
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      first,
      await t.app.inject({ url: listing }),
      await t.app.inject({ url: listing, headers: { 'if-none-match': first.headers.etag as string } }),
      await t.app.inject({ url: `/api/categories/${crypto.randomUUID()}/products` }),
      await t.app.inject({ url: '/api/no-such-thing' }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 304, 404, 404])
    for (const answer of answers) expect(answer.headers).toMatchObject(EXPECTED)
  })
})
