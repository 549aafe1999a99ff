import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '#server/db/database.ts'
import { cartItems, notifications, orders, storeSettings } from '#server/db/schema.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { formatSlotPromise, slotEndsAt } from '#shared/delivery-promise.ts'
import { addDays, storeDate } from '#shared/store-clock.ts'
import {
  checkoutSetup,
  createAddress,
  createLocation,
  createProduct,
  createSlot,
  createUser,
  newKey,
  putInCart,
  slotOrders,
  stockOf,
} from './checkout-fixtures.ts'
import { placeOrder, SLOT_FULL_MESSAGE } from './checkout-service.ts'

describe('checkout service', () => {
  let database: Database
  let db: Db
  let locationId: string
  let slotId: string

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    ;({ locationId, slotId } = await checkoutSetup(db))
  })
  afterAll(async () => {
    await database.close()
  })

  async function shopper(cart: [productId: string, quantity: number][]) {
    const userId = await createUser(db)
    const addressId = await createAddress(db, userId, locationId)
    for (const [productId, quantity] of cart) await putInCart(db, userId, productId, quantity)
    return { userId, addressId }
  }
  const place = (
    s: { userId: string; addressId: string },
    over: Partial<Parameters<typeof placeOrder>[1]> = {},
  ) =>
    placeOrder(db, {
      ...s,
      locationId,
      slotId,
      paymentMethod: 'cod',
      idempotencyKey: newKey(),
      ...over,
    })

  it('places the cart as one order with prices from the database, snapshots, stock and slot counted', async () => {
    const milk = await createProduct(db, { name: 'Amul Milk', price: 3000, originalPrice: 3200, stock: 10 })
    const bread = await createProduct(db, { name: 'Bread', price: 4500, stock: 5 })
    const s = await shopper([
      [milk, 2],
      [bread, 1],
    ])
    const before = await slotOrders(db, slotId)
    const { order, created } = await place(s, { notes: 'Ring the bell, please.' })

    expect(created).toBe(true)
    expect(order.orderNumber).toMatch(/^ORD-\d+$/)
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      subtotal: 10500,
      deliveryFee: 0,
      totalAmount: 10500,
      itemCount: 3,
      notes: 'Ring the bell, please.',
      deliveryAddress: {
        recipientName: 'Asha Rao',
        phone: '9876543210',
        addressLine1: '12 MG Road',
        addressLine2: 'Flat 4B',
        landmark: 'Near the park',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      deliveryLocation: { id: locationId, name: 'Koramangala', area: '5th Block', deliveryTime: 30 },
    })
    expect(order.deliveryTimeSlot).toMatch(/^09:00 AM - 11:00 AM - \w{3}, \d{1,2} \w{3} \d{4}$/)
    // The slot is the promise (decisions.md 18): tomorrow 9–11 in the store's calendar, due by its end.
    const slot = { date: addDays(storeDate(), 1), startTime: '09:00', endTime: '11:00' }
    expect(order.slot).toEqual(slot)
    expect(order.estimatedDelivery).toBe(slotEndsAt(slot).toISOString())
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: milk,
        productName: 'Amul Milk',
        quantity: 2,
        unitPrice: 3000,
        originalPrice: 3200,
        totalPrice: 6000,
      }),
      expect.objectContaining({
        productId: bread,
        productName: 'Bread',
        quantity: 1,
        unitPrice: 4500,
        originalPrice: null,
        totalPrice: 4500,
      }),
    ])
    expect(order.history).toEqual([expect.objectContaining({ status: 'pending', notes: 'Order placed' })])

    expect(await stockOf(db, milk)).toBe(8)
    expect(await stockOf(db, bread)).toBe(4)
    expect(await slotOrders(db, slotId)).toBe(before + 1)
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, s.userId))).toEqual([])
    const notes = await db.select().from(notifications).where(eq(notifications.userId, s.userId))
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'order',
        title: 'Order Placed',
        message: `Your order ${order.orderNumber} has been placed. Arriving ${formatSlotPromise(slot)}`,
        link: `/order/${order.id}`,
        isRead: false,
      }),
    ])
  })

  it('charges the fee below ₹99 and nothing from ₹99 (decisions.md 1)', async () => {
    const a = await createProduct(db, { price: 9899 })
    const b = await createProduct(db, { price: 9900 })
    const below = await place(await shopper([[a, 1]]))
    const at = await place(await shopper([[b, 1]]))
    expect(below.order).toMatchObject({ subtotal: 9899, deliveryFee: 2500, totalAmount: 12399 })
    expect(at.order).toMatchObject({ subtotal: 9900, deliveryFee: 0, totalAmount: 9900 })
  })

  it('uses the store settings for the fee and threshold', async () => {
    await db.update(storeSettings).set({ deliveryFee: 4000, freeDeliveryThreshold: 20000 })
    try {
      const p = await createProduct(db, { price: 15000 })
      const { order } = await place(await shopper([[p, 1]]))
      expect(order).toMatchObject({ subtotal: 15000, deliveryFee: 4000, totalAmount: 19000 })
    } finally {
      await db.update(storeSettings).set({ deliveryFee: 2500, freeDeliveryThreshold: 9900 })
    }
  })

  it('numbers orders uniquely from the sequence', async () => {
    const p = await createProduct(db)
    const results = await Promise.all(Array.from({ length: 5 }, async () => place(await shopper([[p, 1]]))))
    const numbers = results.map((r) => r.order.orderNumber)
    expect(new Set(numbers).size).toBe(5)
  })

  it('returns the first order for a repeated Idempotency-Key, without charging again', async () => {
    const p = await createProduct(db, { stock: 20 })
    const s = await shopper([[p, 2]])
    const key = newKey()
    const first = await place(s, { idempotencyKey: key })
    await putInCart(db, s.userId, p, 3)
    const again = await place(s, { idempotencyKey: key })
    expect(again.created).toBe(false)
    expect(again.order.id).toBe(first.order.id)
    expect(await stockOf(db, p)).toBe(18)
    // The cart put back after the first order stays for the next one.
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, s.userId))).toHaveLength(1)
  })

  it('two checkouts of one cart with different keys at once make one order; the other finds the cart empty', async () => {
    const p = await createProduct(db, { stock: 10 })
    const s = await shopper([[p, 2]])
    const results = await Promise.allSettled([place(s), place(s)])
    const placed = results.filter((r) => r.status === 'fulfilled')
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []))
    expect(placed).toHaveLength(1)
    expect(refused.map((e) => e.message)).toEqual(['Cart is empty'])
    expect(await stockOf(db, p)).toBe(8)
    expect(await db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(1)
  })

  it('keys are per user: another user with the same key gets an order of their own', async () => {
    const p = await createProduct(db)
    const key = newKey()
    const a = await place(await shopper([[p, 1]]), { idempotencyKey: key })
    const b = await place(await shopper([[p, 1]]), { idempotencyKey: key })
    expect(b.created).toBe(true)
    expect(b.order.id).not.toBe(a.order.id)
  })

  describe('refusals change nothing', () => {
    async function expectRefused(promise: Promise<unknown>, status: number, message: string | RegExp) {
      const err = await promise.then(
        () => null,
        (e: unknown) => e as { statusCode: number; message: string },
      )
      expect(err, 'expected a refusal').not.toBeNull()
      expect(err!.statusCode).toBe(status)
      if (typeof message === 'string') expect(err!.message).toBe(message)
      else expect(err!.message).toMatch(message)
    }

    it('an empty cart', async () => {
      await expectRefused(place(await shopper([])), 400, 'Cart is empty')
    })

    it('an unknown or inactive location, an unknown or past slot, another user’s address', async () => {
      const p = await createProduct(db, { stock: 5 })
      const s = await shopper([[p, 1]])
      const inactive = await createLocation(db, false)
      const past = await createSlot(db, { daysFromToday: -1 })
      const closed = await createSlot(db, { daysFromToday: 2, isActive: false })
      const other = await createAddress(db, await createUser(db))
      const unknown = '00000000-0000-4000-8000-000000000000'
      // The area is the address's own (ADR 019): another one sent along is refused.
      const elsewhere = "This address is in Koramangala: the order is delivered to the address's area."
      await expectRefused(place(s, { locationId: unknown }), 400, elsewhere)
      await expectRefused(place(s, { locationId: inactive }), 400, elsewhere)
      await expectRefused(place(s, { slotId: unknown }), 400, 'Please select a delivery time slot')
      await expectRefused(place(s, { slotId: past }), 400, 'Please select a delivery time slot')
      await expectRefused(place(s, { slotId: closed }), 400, 'Please select a delivery time slot')
      await expectRefused(place(s, { addressId: other }), 400, 'Please select a delivery address')
      expect(await stockOf(db, p)).toBe(5)
      expect(await db.select().from(orders).where(eq(orders.userId, s.userId))).toEqual([])
    })

    it('a full slot', async () => {
      const full = await createSlot(db, { daysFromToday: 3, maxOrders: 1 })
      const p = await createProduct(db, { stock: 5 })
      await place(await shopper([[p, 1]]), { slotId: full })
      const s = await shopper([[p, 1]])
      await expectRefused(place(s, { slotId: full }), 409, SLOT_FULL_MESSAGE)
      expect(await stockOf(db, p)).toBe(4)
      expect(await slotOrders(db, full)).toBe(1)
    })

    it('too little stock, naming the item and how many are left', async () => {
      const ok = await createProduct(db, { name: 'Rice', stock: 9 })
      const short = await createProduct(db, { name: 'Paneer 200 g', stock: 2 })
      const s = await shopper([
        [ok, 1],
        [short, 3],
      ])
      const before = await slotOrders(db, slotId)
      await expectRefused(place(s), 409, 'Only 2 left of Paneer 200 g')
      expect(await stockOf(db, ok)).toBe(9)
      expect(await stockOf(db, short)).toBe(2)
      expect(await slotOrders(db, slotId)).toBe(before)
      expect(await db.select().from(cartItems).where(eq(cartItems.userId, s.userId))).toHaveLength(2)
    })

    it('an item out of stock or taken off sale', async () => {
      const gone = await createProduct(db, { name: 'Ghee', stock: 0 })
      const off = await createProduct(db, { name: 'Curd', isAvailable: false })
      await expectRefused(place(await shopper([[gone, 1]])), 409, 'Ghee is Out of Stock')
      await expectRefused(place(await shopper([[off, 1]])), 409, 'Curd is no longer available')
    })
  })
})
