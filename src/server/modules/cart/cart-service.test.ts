import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'
import { createProduct, createUser, putInCart } from '#server/modules/checkout/checkout-fixtures.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { clearCart, getCart, getCartCount, removeCartItem, setCartQuantity } from './cart-service.ts'

describe('cart service', () => {
  let database: Database
  let db: Db

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
  })
  afterAll(async () => {
    await database.close()
  })

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: { statusCode: number; message: string }) => ({ status: e.statusCode, message: e.message }),
    )

  it('sets, raises, lowers and removes lines; 0 removes the row', async () => {
    const user = await createUser(db)
    const p = await createProduct(db, { name: 'Tomato 1 kg', price: 4000, stock: 5 })
    let cart = await setCartQuantity(db, { userId: user }, p, 2)
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: p,
        quantity: 2,
        lineTotal: 8000,
        outOfStock: false,
        unavailable: false,
        overStock: false,
        product: expect.objectContaining({
          id: p,
          name: 'Tomato 1 kg',
          price: 4000,
          stockQuantity: 5,
          isAvailable: true,
        }),
      }),
    ])
    cart = await setCartQuantity(db, { userId: user }, p, 5)
    expect(cart.totalQuantity).toBe(5)
    cart = await setCartQuantity(db, { userId: user }, p, 1)
    expect(cart.totalQuantity).toBe(1)
    cart = await setCartQuantity(db, { userId: user }, p, 0)
    expect(cart.items).toEqual([])
    expect(cart).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0, totalQuantity: 0 })
  })

  it('never goes above stock, and says how many are left', async () => {
    const user = await createUser(db)
    const p = await createProduct(db, { name: 'Basmati Rice', stock: 3 })
    expect(await refusal(setCartQuantity(db, { userId: user }, p, 4))).toEqual({
      status: 409,
      message: 'Only 3 left of Basmati Rice',
    })
    expect((await getCart(db, user)).items).toEqual([])
  })

  it('refuses a product at stock 0 or off sale as Out of Stock, and an unknown one as not found', async () => {
    const user = await createUser(db)
    const none = await createProduct(db, { stock: 0 })
    const off = await createProduct(db, { isAvailable: false })
    expect(await refusal(setCartQuantity(db, { userId: user }, none, 1))).toEqual({
      status: 409,
      message: 'Out of Stock',
    })
    expect(await refusal(setCartQuantity(db, { userId: user }, off, 1))).toEqual({
      status: 409,
      message: 'Out of Stock',
    })
    expect(
      await refusal(setCartQuantity(db, { userId: user }, '00000000-0000-4000-8000-000000000000', 1)),
    ).toEqual({
      status: 404,
      message: 'Product not found',
    })
  })

  it('flags lines that went out of stock, off sale or over stock, and still lets them be lowered', async () => {
    const user = await createUser(db)
    const a = await createProduct(db, { name: 'A', stock: 10 })
    const b = await createProduct(db, { name: 'B', stock: 10 })
    const c = await createProduct(db, { name: 'C', stock: 10 })
    await setCartQuantity(db, { userId: user }, a, 2)
    await setCartQuantity(db, { userId: user }, b, 2)
    await setCartQuantity(db, { userId: user }, c, 6)
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, a))
    await db.update(products).set({ isAvailable: false }).where(eq(products.id, b))
    await db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, c))

    const cart = await getCart(db, user)
    expect(cart.hasIssues).toBe(true)
    // By name: lines added within one tick of the database's clock (PGlite's is coarse) share a
    // created_at, and the cart orders those by product id.
    const flags = cart.items.map((i) => [i.product.name, i.outOfStock, i.unavailable, i.overStock])
    expect(flags.sort()).toEqual([
      ['A', true, false, false],
      ['B', false, true, false],
      ['C', false, false, true],
    ])
    // Raising is refused, stepping down toward what is left is not.
    expect(await refusal(setCartQuantity(db, { userId: user }, c, 7))).toMatchObject({
      status: 409,
      message: 'Only 4 left of C',
    })
    const lowered = await setCartQuantity(db, { userId: user }, c, 5)
    expect(lowered.items.find((i) => i.productId === c)).toMatchObject({ quantity: 5, overStock: true })
    const fixed = await setCartQuantity(db, { userId: user }, c, 4)
    expect(fixed.items.find((i) => i.productId === c)).toMatchObject({ quantity: 4, overStock: false })
  })

  it('prices with the one rule: ₹98.99 pays ₹25 delivery, ₹99 is free (decisions.md 1)', async () => {
    const user = await createUser(db)
    const p = await createProduct(db, { price: 9899 })
    const q = await createProduct(db, { price: 1 })
    let cart = await setCartQuantity(db, { userId: user }, p, 1)
    expect(cart).toMatchObject({
      subtotal: 9899,
      deliveryFee: 2500,
      total: 12399,
      freeDeliveryThreshold: 9900,
    })
    cart = await setCartQuantity(db, { userId: user }, q, 1)
    expect(cart).toMatchObject({ subtotal: 9900, deliveryFee: 0, total: 9900 })
  })

  it('counts total quantity for the badges, removes one line and clears the cart', async () => {
    const user = await createUser(db)
    const a = await createProduct(db)
    const b = await createProduct(db)
    await putInCart(db, user, a, 3)
    await putInCart(db, user, b, 4)
    expect(await getCartCount(db, user)).toBe(7)
    expect((await removeCartItem(db, user, a)).totalQuantity).toBe(4)
    expect((await clearCart(db, user)).items).toEqual([])
    expect(await getCartCount(db, user)).toBe(0)
  })

  it('keeps each user’s cart to themselves', async () => {
    const [alice, bob] = [await createUser(db), await createUser(db)]
    const p = await createProduct(db)
    await setCartQuantity(db, { userId: alice }, p, 2)
    expect((await getCart(db, bob)).items).toEqual([])
    await clearCart(db, bob)
    await removeCartItem(db, bob, p)
    expect(await getCartCount(db, alice)).toBe(2)
  })
})
