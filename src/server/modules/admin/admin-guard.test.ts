import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Route, routeTable } from '#server/test-support/route-table.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { adminCall, type Person, signInAdmin, signInCustomer } from './admin-test-helpers.ts'

// Every route under /api/admin must sit behind the role guard. The list comes from the server's
// own route table, so a route added later is checked without anyone remembering to add it here.

const SOME_ID = '00000000-0000-4000-8000-000000000000'

describe('admin role guard', () => {
  let t: TestApp
  let customer: Person
  let admin: Person
  let adminRoutes: Route[]

  beforeAll(async () => {
    t = await createTestApp()
    customer = await signInCustomer(t)
    admin = await signInAdmin(t)
    adminRoutes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith('/api/admin') && r.method !== 'HEAD',
    )
  })
  afterAll(() => t?.close())

  test('the route table walk finds every admin route (the parser is not silently empty)', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.path}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'PUT /api/admin/orders/:id/status',
        'GET /api/admin/products/import-template',
        'POST /api/admin/products/import',
        'DELETE /api/admin/product-images/:id',
        'PUT /api/admin/settings',
      ]),
    )
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20)
  })

  test('every /api/admin route answers 401 to a visitor and 403 to a customer, before reading input', async () => {
    for (const route of adminRoutes) {
      const path = route.path.replace(/^\/api\/admin/, '').replace(/:[A-Za-z]+/g, SOME_ID)
      const method = route.method as 'GET'
      const visitor = await adminCall(t, method, path, undefined, method === 'GET' ? undefined : {})
      expect(visitor.statusCode, `${route.method} ${route.path} as a visitor`).toBe(401)
      expect(visitor.json().error.code).toBe('UNAUTHORIZED')
      const shopper = await adminCall(t, method, path, customer, method === 'GET' ? undefined : {})
      expect(shopper.statusCode, `${route.method} ${route.path} as a customer`).toBe(403)
      expect(shopper.json().error).toEqual({ code: 'FORBIDDEN', message: 'Only store admins can do this' })
    }
  })

  test('an admin gets past the guard', async () => {
    const res = await adminCall(t, 'GET', '/dashboard', admin)
    expect(res.statusCode).toBe(200)
  })
})
