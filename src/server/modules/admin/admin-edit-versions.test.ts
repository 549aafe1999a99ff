import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { products } from '#server/db/schema.ts'
import {
  checkoutSetup,
  createUser,
  placeTestOrder,
  stockOf,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { routeTable } from '#server/test-support/route-table.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { adminCall, type Person, signInAdmin } from './admin-test-helpers.ts'

// Issue 9 item 3 (ADR 015): saving an admin form never overwrites changes made since the form
// was loaded. Sales do not count as changes to the product: they move stock, which a form only
// ever adjusts by what the admin typed.

const PRODUCT_CHANGED = 'This product changed while you were editing. Reload to see the latest.'
const SETTINGS_CHANGED = 'The store settings changed while you were editing. Reload to see the latest.'

// Admin PUT/PATCH routes that are actions, not forms showing a loaded record.
const NOT_EDIT_FORMS = new Set([
  // The status dropdown moves an order to the status chosen, from whatever it is now; each move
  // is its own history row (decisions.md 4), so nothing earlier is overwritten.
  'PUT /api/admin/orders/:id/status',
  // Assigning the delivery partner is the same kind of action: the latest assignment is who
  // delivers, and each one is its own history row (issue 9 item 7).
  'PUT /api/admin/orders/:id/delivery-partner',
])

describe('admin edit forms and concurrent changes', () => {
  let t: TestApp
  let admin: Person
  let other: Person
  let place: (productId: string, quantity: number) => Promise<unknown>

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    other = await signInAdmin(t, 'other-admin')
    const where = await checkoutSetup(t.db)
    place = async (productId, quantity) =>
      placeTestOrder(t.db, where, await createUser(t.db), [[productId, quantity]])
  })
  afterAll(() => t?.close())

  const addProduct = async (stockQuantity: number) => {
    const res = await adminCall(t, 'POST', '/products', admin, {
      name: 'Amul Taaza Milk',
      price: 2800,
      stockQuantity,
    })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; version: number; stockQuantity: number }
  }

  test('a price change saved after sales keeps the units sold: 998 loaded, 15 sold, 983 stay', async () => {
    const loaded = await addProduct(998)
    for (let i = 0; i < 5; i++) await place(loaded.id, 3)
    expect(await stockOf(t.db, loaded.id)).toBe(983)

    const saved = await adminCall(t, 'PATCH', `/products/${loaded.id}`, admin, {
      version: loaded.version,
      price: 3000,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ price: 3000, stockQuantity: 983, version: loaded.version + 1 })
    expect(await stockOf(t.db, loaded.id)).toBe(983)
  })

  test('a stock change is an adjustment from what the stock is now: 998 → 1000 typed, 15 sold, 985', async () => {
    const loaded = await addProduct(998)
    for (let i = 0; i < 5; i++) await place(loaded.id, 3)
    const saved = await adminCall(t, 'PATCH', `/products/${loaded.id}`, admin, {
      version: loaded.version,
      stockAdjustment: 2,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().stockQuantity).toBe(985)
  })

  test('an adjustment that sales meanwhile would take below 0 is a conflict and changes nothing', async () => {
    const loaded = await addProduct(6)
    await place(loaded.id, 4)
    // The form showed 6; the admin typed 0 (-6), but only 2 are left.
    const res = await adminCall(t, 'PATCH', `/products/${loaded.id}`, admin, {
      version: loaded.version,
      price: 3100,
      stockAdjustment: -6,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'EDIT_CONFLICT', message: PRODUCT_CHANGED })
    const [row] = await t.db.select().from(products).where(eq(products.id, loaded.id))
    expect(row).toMatchObject({ stockQuantity: 2, price: 2800, version: loaded.version })
  })

  test("a save over another admin's save answers 409 with Reload's message; the latest saves again", async () => {
    const loaded = await addProduct(50)
    const first = await adminCall(t, 'PATCH', `/products/${loaded.id}`, other, {
      version: loaded.version,
      name: 'Amul Taaza Toned Milk',
    })
    expect(first.statusCode).toBe(200)
    const stale = await adminCall(t, 'PATCH', `/products/${loaded.id}`, admin, {
      version: loaded.version,
      name: 'Amul Milk',
      stockAdjustment: 10,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toEqual({ code: 'EDIT_CONFLICT', message: PRODUCT_CHANGED })
    const latest = (await adminCall(t, 'GET', `/products/${loaded.id}`, admin)).json()
    expect(latest).toMatchObject({ name: 'Amul Taaza Toned Milk', stockQuantity: 50 })
    const again = await adminCall(t, 'PATCH', `/products/${loaded.id}`, admin, {
      version: latest.version,
      stockAdjustment: 10,
    })
    expect(again.json()).toMatchObject({ name: 'Amul Taaza Toned Milk', stockQuantity: 60 })
  })

  test('two saves from one loaded version at the same moment: exactly one wins', async () => {
    const loaded = await addProduct(20)
    const results = await Promise.all(
      [admin, other].map((who, i) =>
        adminCall(t, 'PATCH', `/products/${loaded.id}`, who, {
          version: loaded.version,
          stockAdjustment: i + 1,
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const stock = await stockOf(t.db, loaded.id)
    expect([21, 22]).toContain(stock)
  })

  test('store settings: the second of two admins editing at once is told to reload, never overwrites', async () => {
    const shown = (await adminCall(t, 'GET', '/settings', admin)).json()
    const values = { deliveryFee: 3000, freeDeliveryThreshold: 19900 }
    const first = await adminCall(t, 'PUT', '/settings', other, { ...values, version: shown.version })
    expect(first.statusCode).toBe(200)
    const stale = await adminCall(t, 'PUT', '/settings', admin, {
      ...values,
      deliveryFee: 1000,
      version: shown.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toEqual({ code: 'EDIT_CONFLICT', message: SETTINGS_CHANGED })
    const now = (await adminCall(t, 'GET', '/settings', admin)).json()
    expect(now).toMatchObject({ deliveryFee: 3000, version: first.json().version })
    const again = await adminCall(t, 'PUT', '/settings', admin, {
      ...values,
      deliveryFee: 1000,
      version: now.version,
    })
    expect(again.json()).toMatchObject({ deliveryFee: 1000, version: now.version + 1 })
  })

  test('every admin form route (PUT/PATCH) refuses a save that does not say which version it edits', async () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.path.startsWith('/api/admin') && (r.method === 'PUT' || r.method === 'PATCH'),
    )
    const forms = routes.filter((r) => !NOT_EDIT_FORMS.has(`${r.method} ${r.path}`))
    expect(forms.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['PATCH /api/admin/products/:id', 'PUT /api/admin/settings']),
    )
    const product = await addProduct(5)
    for (const route of forms) {
      const path = route.path.replace(/^\/api\/admin/, '').replace(/:[A-Za-z]+/g, product.id)
      const res = await adminCall(t, route.method as 'PUT', path, admin, {})
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(400)
      expect(res.json().error.fields?.['body.version'], `${route.method} ${route.path}`).toBe(
        'must be the version the form was loaded with',
      )
    }
  })
})
