import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'
import { getCart } from '#server/modules/cart/cart-service.ts'
import {
  checkoutSetup,
  createProduct,
  createUser,
  placeTestOrder,
  putInCart,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { cancelUserOrder } from './order-service.ts'
import { changeOrderStatus } from './order-status-service.ts'
import { reorder } from './reorder-service.ts'
import { buyAgain, memberStatusFor, profileStats } from './shopper-stats-service.ts'

// Reorder, Buy Again and the profile stats: what decisions.md 11 brings to life.

describe('reorder, buy again and profile stats', () => {
  let database: Database
  let db: Db
  let locationId: string
  let slotId: string

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    ;({ locationId, slotId } = await checkoutSetup(db, { maxOrders: 100 }))
  })
  afterAll(async () => {
    await database.close()
  })

  async function order(userId: string, lines: [productId: string, quantity: number][]) {
    return placeTestOrder(db, { locationId, slotId }, userId, lines)
  }
  const deliver = (orderId: string) =>
    changeOrderStatus(db, { orderId, status: 'delivered', changedBy: null })

  it('reorder adds what it can up to stock and says what it could not add', async () => {
    const user = await createUser(db)
    const milk = await createProduct(db, { name: 'Milk', stock: 20 })
    const eggs = await createProduct(db, { name: 'Eggs', stock: 20 })
    const curd = await createProduct(db, { name: 'Curd', stock: 20 })
    const ghee = await createProduct(db, { name: 'Ghee', stock: 20 })
    const jam = await createProduct(db, { name: 'Jam', stock: 20 })
    const placed = await order(user, [
      [milk, 2],
      [eggs, 6],
      [curd, 1],
      [ghee, 1],
      [jam, 1],
    ])
    await deliver(placed.id)
    await db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, eggs))
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, curd))
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, ghee))
    await db.delete(products).where(eq(products.id, jam))
    await putInCart(db, user, milk, 1)

    const result = await reorder(db, user, placed.id)
    expect(result.added).toEqual([
      { productId: eggs, productName: 'Eggs', quantity: 4 },
      { productId: milk, productName: 'Milk', quantity: 2 },
    ])
    expect(result.notAdded).toEqual([
      {
        productId: curd,
        productName: 'Curd',
        reason: 'unavailable',
        message: 'Curd is not available right now',
      },
      { productId: eggs, productName: 'Eggs', reason: 'limited_stock', message: 'Only 4 left of Eggs' },
      { productId: ghee, productName: 'Ghee', reason: 'out_of_stock', message: 'Ghee is Out of Stock' },
      { productId: null, productName: 'Jam', reason: 'removed', message: 'Jam is no longer sold' },
    ])
    expect(result.totalQuantity).toBe(7)
    const cart = await getCart(db, user)
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual(
      expect.arrayContaining([
        [milk, 3],
        [eggs, 4],
      ]),
    )
  })

  it('reorder is for the user’s own delivered orders', async () => {
    const user = await createUser(db)
    const p = await createProduct(db)
    const placed = await order(user, [[p, 1]])
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: { statusCode: number; message: string }) => ({ status: e.statusCode, message: e.message }),
      )
    expect(await refusal(reorder(db, user, placed.id))).toEqual({
      status: 409,
      message: 'Only delivered orders can be reordered',
    })
    await deliver(placed.id)
    expect(await refusal(reorder(db, await createUser(db), placed.id))).toEqual({
      status: 404,
      message: 'Order not found',
    })
  })

  it('buy again lists products from past orders that can be bought now, most recent first', async () => {
    const user = await createUser(db)
    const [a, b, c, d, e] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => createProduct(db, { name, stock: 50 })),
    )
    await order(user, [
      [a!, 1],
      [b!, 1],
    ])
    await order(user, [[c!, 1]])
    await order(user, [[a!, 1]])
    const cancelled = await order(user, [[d!, 1]])
    await cancelUserOrder(db, user, cancelled.id)
    await order(user, [[e!, 1]])
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, e!))

    const items = await buyAgain(db, user)
    expect(items.map((p) => p.name)).toEqual(['A', 'C', 'B'])
    expect(items[0]).toMatchObject({ id: a, isAvailable: true, stockQuantity: 48 })
    expect(await buyAgain(db, await createUser(db))).toEqual([])
  })

  it('profile stats count non-cancelled orders and savings against the MRP, in whole rupees', async () => {
    const user = await createUser(db)
    const saver = await createProduct(db, { price: 4550, originalPrice: 5000, stock: 50 })
    const plain = await createProduct(db, { price: 3000, stock: 50 })
    const dear = await createProduct(db, { price: 3000, originalPrice: 2000, stock: 50 })
    await order(user, [
      [saver, 3],
      [plain, 1],
      [dear, 1],
    ])
    const cancelled = await order(user, [[saver, 10]])
    await cancelUserOrder(db, user, cancelled.id)
    // 3 × ₹4.50 = ₹13.50 saved; the dearer-than-MRP line saves nothing; rounded to ₹14.
    expect(await profileStats(db, user)).toEqual({ totalOrders: 1, totalSaved: 1400, memberStatus: 'New' })
    expect(await profileStats(db, await createUser(db))).toEqual({
      totalOrders: 0,
      totalSaved: 0,
      memberStatus: 'New',
    })
  })

  it('member tiers: New below 5, Bronze from 5, Silver from 20, Gold from 50', () => {
    expect([0, 4, 5, 19, 20, 49, 50, 500].map(memberStatusFor)).toEqual([
      'New',
      'New',
      'Bronze',
      'Bronze',
      'Silver',
      'Silver',
      'Gold',
      'Gold',
    ])
  })
})
