import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileForm, type Person, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import { type Route, routeTable } from '#server/test-support/route-table.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import { CROSS_SITE_MESSAGE } from './cross-site.ts'

// Issue 10 item 4: a state-changing request from another origin is refused before anything
// runs, whatever its body (JSON, multipart) and whoever's cookie it carries. The list of routes
// is the server's own table, so a route added later is covered without anyone remembering.

const EVIL = 'http://evil.example'
/** Same site as http://localhost:3000 (SameSite=Lax sends the cookie), another origin. */
const SIBLING = 'http://shop.localhost:3000'
const TRUSTED = 'https://partner.example'

describe('cross-site requests', () => {
  let t: TestApp
  let admin: Person
  let writes: Route[]
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_ORIGINS: TRUSTED })
    admin = await signInAdmin(t)
    writes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )
  })
  afterAll(() => t?.close())

  const send = (route: Route, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'POST',
      url: route.path.replaceAll(/:\w+/g, randomUUID()).replace('*', 'sign-out'),
      payload: {},
      headers: { cookie: admin.cookie, ...headers },
    })

  it('refuses every state-changing route from another origin, or a page of another site without Origin', async () => {
    expect(writes.length).toBeGreaterThan(30)
    const refused: Record<string, string>[] = [
      { origin: EVIL },
      { origin: SIBLING },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const route of writes) {
      for (const headers of refused) {
        const res = await send(route, headers)
        expect([route, headers, res.statusCode]).toEqual([route, headers, 403])
        expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE } })
      }
    }
  })

  it('refuses a multipart upload (no preflight needed) before reading it, and changes nothing', async () => {
    const form = fileForm('products.csv', 'text/csv', 'name,price,unit\nForged,100,1 pc\n')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: form.payload,
      headers: { ...form.headers, cookie: admin.cookie, origin: SIBLING },
    })
    expect(res.statusCode).toBe(403)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=Forged',
      headers: { cookie: admin.cookie },
    })
    expect(list.json()).toMatchObject({ total: 0 })
  })

  it('lets the store’s own pages, trusted origins and non-browser clients through', async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/cart',
        headers: { cookie: admin.cookie, ...headers },
      })
    const allowed: Record<string, string>[] = [
      { origin: TEST_ORIGIN },
      { origin: TRUSTED },
      { origin: 'http://localhost:80' }, // this very host (inject's Host header)
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]
    for (const headers of allowed) {
      expect([headers, (await put(headers)).statusCode]).toEqual([headers, 200])
    }
  })
})
