import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { adminCall, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import {
  createAddress,
  createLocation,
  createProduct,
  createSlot,
  newKey,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { formatSlotPromise, slotEndsAt } from '#shared/delivery-promise.ts'
import { addDays, storeDate } from '#shared/store-clock.ts'
import { changeOrderStatus } from './order-status-service.ts'

// One delivery promise (decisions.md 18, issue 9 item 6, ADR 020): the slot chosen at checkout is
// what the order answers, what its estimate says and what every notice about it repeats.

describe('the order promises its slot', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  let locationId: string
  let slotId: string
  // The checkout fixture's slot: tomorrow (store calendar), 7–9.
  const slot = () => ({ date: addDays(storeDate(), 1), startTime: '07:00', endTime: '09:00' })

  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
    locationId = await createLocation(t.db)
    slotId = await createSlot(t.db, { daysFromToday: 1, startTime: '07:00', endTime: '09:00' })
  })
  afterAll(async () => {
    await t.close()
  })

  async function placed(who: Shopper) {
    const p = await createProduct(t.db, { price: 3000 })
    await call(t, 'PUT', `/cart/items/${p}`, who, { quantity: 1 })
    const payload = { addressId: await createAddress(t.db, who.id), locationId, slotId, paymentMethod: 'cod' }
    const res = await call(t, 'POST', '/orders', who, payload, { 'idempotency-key': newKey() })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; orderNumber: string }
  }
  const notices = async (who: Shopper) =>
    (await call(t, 'GET', '/notifications', who)).json().items as { title: string; message: string }[]

  it('answers the slot on the order, its card and as the estimate, and says it in the notice', async () => {
    const order = await placed(asha)
    const arriving = `Arriving ${formatSlotPromise(slot())}`
    expect(arriving).toMatch(/^Arriving \w{3}, \d{1,2} \w{3}, 7–9 AM$/)

    const detail = (await call(t, 'GET', `/orders/${order.id}`, asha)).json()
    expect(detail.slot).toEqual(slot())
    expect(detail.estimatedDelivery).toBe(slotEndsAt(slot()).toISOString())
    const card = (await call(t, 'GET', '/orders?tab=active', asha)).json().items[0]
    expect(card).toMatchObject({ id: order.id, slot: slot(), estimatedDelivery: detail.estimatedDelivery })

    expect((await notices(asha))[0]).toMatchObject({
      title: 'Order Placed',
      message: `Your order ${order.orderNumber} has been placed. ${arriving}`,
    })

    await changeOrderStatus(t.db, { orderId: order.id, status: 'confirmed', changedBy: null })
    expect((await notices(asha))[0]).toMatchObject({
      title: 'Order Confirmed',
      message: `Your order ${order.orderNumber} has been confirmed. ${arriving}`,
    })
    // Delivered: the promise is kept, not repeated.
    await changeOrderStatus(t.db, { orderId: order.id, status: 'delivered', changedBy: null })
    expect((await notices(asha))[0]).toMatchObject({
      title: 'Order Delivered',
      message: `Your order ${order.orderNumber} has been delivered`,
    })
  })

  it('tells a shopper who reads Hindi in Hindi, with the same slot', async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, ravi.id))
    const order = await placed(ravi)
    const [notice] = await notices(ravi)
    expect(notice).toMatchObject({
      title: 'ऑर्डर हो गया',
      message: `आपका ऑर्डर ${order.orderNumber} हो गया है। पहुँचेगा: ${formatSlotPromise(slot(), 'hi')}`,
    })
    expect(notice!.message).toMatch(/, सुबह 7–9$/)
  })

  it('shows the same promise to staff in View Details', async () => {
    const order = await placed(asha)
    const admin = await signInAdmin(t)
    const detail = await adminCall(t, 'GET', `/orders/${order.id}`, admin)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ slot: slot(), estimatedDelivery: slotEndsAt(slot()).toISOString() })
  })

  it('has one rule for small carts: no minimum order, the delivery fee below the threshold (ADR 020)', async () => {
    const store = (await t.app.inject({ url: '/api/store' })).json()
    expect(store).not.toHaveProperty('minOrderBanner')
    expect(store).toMatchObject({ deliveryFee: 2500, freeDeliveryThreshold: 9900 })
    // A ₹30 cart is placed, with the fee: what the home page's bar says ('Free delivery on orders above ₹99').
    const order = await placed(asha)
    const detail = (await call(t, 'GET', `/orders/${order.id}`, asha)).json()
    expect(detail).toMatchObject({ subtotal: 3000, deliveryFee: 2500, totalAmount: 5500 })
    // The old banner setting is no setting any more: a form still sending it is told so.
    const admin = await signInAdmin(t, 'settings-admin')
    const shown = (await adminCall(t, 'GET', '/settings', admin)).json()
    const refused = await adminCall(t, 'PUT', '/settings', admin, {
      version: shown.version,
      deliveryFee: 2500,
      freeDeliveryThreshold: 9900,
      minOrderBanner: 49900,
    })
    expect(refused.statusCode).toBe(400)
  })
})
