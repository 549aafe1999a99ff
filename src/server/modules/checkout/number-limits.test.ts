import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/database.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { checkoutSetup, createProduct, createUser, placeTestOrder } from './checkout-fixtures.ts'

// Issue 10 item 8: numbers past a column's range. A cart of 30 × ₹999,999 (₹2.99 crore,
// 2,999,997,000 paise, past integer's 2^31) answered 500 at checkout; page numbers had no maximum
// and overflowed the offset.

describe('number limits', () => {
  let t: TestApp
  let database: Database
  beforeAll(async () => {
    t = await createTestApp()
    database = t.database
  })
  afterAll(() => t?.close())

  it('places an order of 30 × ₹999,999 and keeps its total to the paisa', async () => {
    const where = await checkoutSetup(database.db)
    const productId = await createProduct(database.db, { price: 99_999_900, stock: 1000 })
    const userId = await createUser(database.db)
    const order = await placeTestOrder(database.db, where, userId, [[productId, 30]])
    expect(order).toMatchObject({ subtotal: 2_999_997_000, deliveryFee: 0, totalAmount: 2_999_997_000 })
    expect(order.items).toMatchObject([{ quantity: 30, totalPrice: 2_999_997_000 }])
  })

  it('refuses page numbers past the maximum with a 400', async () => {
    for (const url of ['/api/products?page=1000000000000000', '/api/search?q=milk&page=99999999999']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode]).toEqual([url, 400])
      expect(res.json()).toMatchObject({ error: { fields: { 'query.page': 'must be at most 10000' } } })
    }
  })
})
