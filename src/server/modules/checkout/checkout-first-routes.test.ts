import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#server/db/database.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { checkoutSetup, createAddress, createProduct, newKey } from './checkout-fixtures.ts'
import { call, type Shopper, signIn } from './route-test-helpers.ts'

// Which requests wait in checkout's queue for a connection (ADR 076): the routes must hand
// placing an order and reporting a payment `Database.checkoutDb`, and nothing else. The app
// here gets a checkoutDb that counts its uses (on PGlite it is the same database as db).

describe('checkout first: which routes use checkoutDb', () => {
  let t: TestApp
  let asha: Shopper
  let uses = 0
  const counting = (db: Db): Db =>
    new Proxy(db, {
      get(target, prop, receiver) {
        uses++
        return Reflect.get(target, prop, receiver)
      },
    })

  beforeAll(async () => {
    t = await createTestApp({}, { wrapDatabase: (d) => ({ ...d, checkoutDb: counting(d.checkoutDb) }) })
    asha = await signIn(t, 'asha-first')
  })
  afterAll(() => t?.close())

  it('places the order through checkoutDb and changes the cart through db', async () => {
    const { locationId, slotId } = await checkoutSetup(t.db)
    const product = await createProduct(t.db, { price: 2500, stock: 10 })
    uses = 0
    const put = await call(t, 'PUT', `/cart/items/${product}`, asha, { quantity: 2 })
    expect(put.statusCode).toBe(200)
    expect(uses).toBe(0)
    const addressId = await createAddress(t.db, asha.id, locationId)
    const placed = await call(
      t,
      'POST',
      '/orders',
      asha,
      { addressId, locationId, slotId, paymentMethod: 'cod' },
      { 'idempotency-key': newKey() },
    )
    expect(placed.statusCode).toBe(201)
    expect(uses).toBeGreaterThan(0)
  })

  it('looks a reported UPI payment up through checkoutDb', async () => {
    uses = 0
    const res = await call(t, 'POST', `/orders/${randomUUID()}/payment-reference`, asha, {
      reference: '123456789012',
    })
    expect(res.statusCode).toBe(404)
    expect(uses).toBeGreaterThan(0)
  })
})
