import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import {
  checkoutSetup,
  createAddress,
  createProduct,
  createSlot,
  newKey,
  stockOf,
} from './checkout-fixtures.ts'
import { SLOT_FULL_MESSAGE } from './checkout-service.ts'
import { call, type Shopper, signIn } from './route-test-helpers.ts'

describe('checkout routes', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  let locationId: string
  let slotId: string
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
    ;({ locationId, slotId } = await checkoutSetup(t.db))
  })
  afterAll(async () => {
    await t.close()
  })

  const fill = async (who: Shopper, productId: string, quantity: number) => {
    const res = await call(t, 'PUT', `/cart/items/${productId}`, who, { quantity })
    expect(res.statusCode).toBe(200)
  }
  const body = async (who: Shopper, extra: object = {}) => ({
    addressId: await createAddress(t.db, who.id, locationId),
    locationId,
    slotId,
    paymentMethod: 'cod',
    ...extra,
  })
  const placeOrder = (who: Shopper, payload: object, key: string | null = newKey()) =>
    call(t, 'POST', '/orders', who, payload, key === null ? {} : { 'idempotency-key': key })

  it('lists delivery slots to anyone, with labels', async () => {
    const res = await call(t, 'GET', '/delivery-slots')
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toContainEqual(
      expect.objectContaining({ id: slotId, label: '09:00 AM - 11:00 AM', isFull: false }),
    )
  })

  it('needs sign-in to place an order', async () => {
    expect((await placeOrder(undefined as unknown as Shopper, await body(asha))).statusCode).toBe(401)
  })

  it('places an order (201), and the same Idempotency-Key returns it again (200)', async () => {
    const p = await createProduct(t.db, { price: 2500, stock: 10 })
    await fill(asha, p, 2)
    const key = newKey()
    const payload = await body(asha)
    const first = await placeOrder(asha, payload, key)
    expect(first.statusCode).toBe(201)
    const order = first.json()
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 5000,
      deliveryFee: 2500,
      totalAmount: 7500,
      itemCount: 2,
    })
    expect((await call(t, 'GET', '/cart/count', asha)).json()).toEqual({ totalQuantity: 0 })

    const again = await placeOrder(asha, payload, key)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(order.id)
    expect(await stockOf(t.db, p)).toBe(8)
  })

  it('makes one order from 20 simultaneous requests with one key', async () => {
    const p = await createProduct(t.db, { stock: 10 })
    await fill(ravi, p, 1)
    const key = newKey()
    const payload = await body(ravi)
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(ravi, payload, key)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(19)
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1)
    expect(await stockOf(t.db, p)).toBe(9)
  })

  it('requires an Idempotency-Key of 8 to 100 characters', async () => {
    const p = await createProduct(t.db)
    await fill(asha, p, 1)
    const payload = await body(asha)
    const missing = await placeOrder(asha, payload, null)
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().error.fields)).toEqual(['headers.idempotency-key'])
    expect((await placeOrder(asha, payload, 'short')).statusCode).toBe(400)
    expect((await placeOrder(asha, payload, 'x'.repeat(101))).statusCode).toBe(400)
  })

  it('refuses prices or totals sent by the client, and charges only database prices', async () => {
    const p = await createProduct(t.db, { price: 12000, stock: 5 })
    await call(t, 'DELETE', '/cart', asha)
    await fill(asha, p, 1)
    for (const extra of [
      { totalAmount: 100 },
      { subtotal: 1 },
      { deliveryFee: 0 },
      { items: [{ productId: p, price: 1 }] },
    ]) {
      const res = await placeOrder(asha, await body(asha, extra))
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
    }
    expect(await t.db.select().from(orders).where(eq(orders.totalAmount, 100))).toEqual([])
    const ok = await placeOrder(asha, await body(asha))
    expect(ok.json()).toMatchObject({ subtotal: 12000, deliveryFee: 0, totalAmount: 12000 })
  })

  it('keeps delivery instructions of up to 200 characters for the order (decisions.md 24)', async () => {
    const p = await createProduct(t.db)
    await call(t, 'DELETE', '/cart', asha)
    await fill(asha, p, 1)
    const tooLong = await placeOrder(asha, await body(asha, { notes: 'x'.repeat(201) }))
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.fields['body.notes']).toBe('must be at most 200 characters')
    const instructions = `Leave it with the guard, gate 2. ${'y'.repeat(167)}`
    expect(instructions).toHaveLength(200)
    const placed = await placeOrder(asha, await body(asha, { notes: ` ${instructions} ` }))
    expect(placed.statusCode).toBe(201)
    const tracked = await call(t, 'GET', `/orders/${placed.json().id}`, asha)
    expect(tracked.json().notes).toBe(instructions)
  })

  it('refuses a payment method the store does not offer', async () => {
    const card = await placeOrder(asha, await body(asha, { paymentMethod: 'card' }))
    expect(card.statusCode).toBe(400)
    expect(card.json().error.fields['body.paymentMethod']).toBe(
      'Payment method must be Cash on Delivery or UPI',
    )
    // UPI only once the store has a UPI ID (ADR 030; payments/upi.test.ts covers the rest).
    await fill(asha, await createProduct(t.db), 1)
    const upi = await placeOrder(asha, await body(asha, { paymentMethod: 'upi' }))
    expect(upi.statusCode).toBe(400)
    expect(upi.json().error.message).toBe('This payment method is not available. Please choose another.')
  })

  it('answers the spec’s messages for an empty cart, another area than the address’s, no slot, a full slot', async () => {
    await call(t, 'DELETE', '/cart', asha)
    const empty = await placeOrder(asha, await body(asha))
    expect(empty.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Cart is empty' } })

    const p = await createProduct(t.db)
    await fill(asha, p, 1)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await placeOrder(asha, await body(asha, { locationId: unknown }))).json().error).toEqual({
      code: 'ADDRESS_AREA_NEEDED',
      message: "This address is in Koramangala: the order is delivered to the address's area.",
    })
    expect((await placeOrder(asha, await body(asha, { slotId: unknown }))).json().error.message).toBe(
      'Please select a delivery time slot',
    )
    const tiny = await createSlot(t.db, { daysFromToday: 5, maxOrders: 1 })
    await fill(ravi, p, 1)
    expect((await placeOrder(ravi, await body(ravi, { slotId: tiny }))).statusCode).toBe(201)
    const full = await placeOrder(asha, await body(asha, { slotId: tiny }))
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toEqual({ code: 'SLOT_FULL', message: SLOT_FULL_MESSAGE })
  })
})
