import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { notifications, orders } from '#server/db/schema.ts'
import { adminCall, type Person, storeWithPeople } from '#server/modules/admin/admin-test-helpers.ts'
import {
  createAddress,
  createProduct,
  newKey,
  putInCart,
  slotOrders,
  stockOf,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { placeOrder } from '#server/modules/checkout/checkout-service.ts'
import type { TestApp } from '#server/test-support/test-app.ts'
import { expireUnpaidUpiOrders } from './upi-service.ts'

// UPI paid to the store's own UPI ID (issue 14, ADR 030), through the API on PGlite and
// PostgreSQL: reference → confirm, → reject, expiry racing itself, and the refusals.

describe('UPI to the store', () => {
  let t: TestApp
  let admin: Person
  let shopper: Person
  let other: Person
  let where: { locationId: string; slotId: string }
  let milk: string

  beforeAll(async () => {
    ;({
      t,
      admin,
      shoppers: [shopper, other],
      where,
    } = await storeWithPeople(['upi-shopper', 'upi-other']))
    milk = await createProduct(t.db, { name: 'Toned Milk', price: 2_800, stock: 100 })
  })
  afterAll(() => t?.close())

  const order = async (who: Person, paymentMethod: 'upi' | 'cod' = 'upi', quantity = 2) => {
    const addressId = await createAddress(t.db, who.id, where.locationId)
    await putInCart(t.db, who.id, milk, quantity)
    return placeOrder(t.db, { userId: who.id, addressId, ...where, paymentMethod, idempotencyKey: newKey() })
  }
  const report = (who: Person, orderId: string, reference: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment-reference`,
      payload: { reference },
      headers: { cookie: who.cookie },
    })
  const staff = (orderId: string, step: 'confirm' | 'reject') =>
    adminCall(t, 'POST', `/orders/${orderId}/payment/${step}`, admin)

  test('a store without a UPI ID does not offer UPI at checkout', async () => {
    await expect(order(shopper)).rejects.toMatchObject({
      statusCode: 400,
      message: 'This payment method is not available. Please choose another.',
    })
    const res = await adminCall(t, 'PUT', '/settings', admin, {
      deliveryFee: 2500,
      freeDeliveryThreshold: 9900,
      upiId: 'not a upi id',
      version: (await adminCall(t, 'GET', '/settings', admin)).json().version,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields['body.upiId']).toBe('UPI ID must look like name@bank')
  })

  test('reference, then staff confirm: paid, with who confirmed it, and the shopper told', async () => {
    const { version } = (await adminCall(t, 'GET', '/settings', admin)).json()
    const saved = await adminCall(t, 'PUT', '/settings', admin, {
      deliveryFee: 2500,
      freeDeliveryThreshold: 9900,
      upiId: 'freshcart@okaxis',
      upiPayeeName: 'FreshCart',
      upiHoldMinutes: 15,
      version,
    })
    expect(saved.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/store' })).json()).toMatchObject({ upiId: 'freshcart@okaxis' })

    const placed = (await order(shopper)).order
    expect(placed).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'pending', paymentReference: null })
    const holdMs = Date.parse(placed.paymentDueAt!) - Date.parse(placed.createdAt)
    expect(holdMs).toBe(15 * 60_000)

    const qr = await t.app.inject({
      url: `/api/orders/${placed.id}/upi-qr`,
      headers: { cookie: shopper.cookie },
    })
    expect(qr.statusCode).toBe(200)
    expect(qr.headers['content-type']).toBe('image/svg+xml')
    expect(qr.body).toMatch(/^<svg/)

    const bad = await report(shopper, placed.id, '12345')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields['body.reference']).toBe(
      'Enter the 12-digit UPI transaction reference (UTR)',
    )
    expect((await report(other, placed.id, '123456789012')).statusCode).toBe(404)

    const given = await report(shopper, placed.id, ' 1234 5678 9012 ')
    expect(given.statusCode).toBe(200)
    expect(given.json()).toMatchObject({ paymentReference: '123456789012', paymentStatus: 'pending' })
    // The same reference again (a retried request) changes nothing; another one is refused.
    expect((await report(shopper, placed.id, '123456789012')).statusCode).toBe(200)
    const changed = await report(shopper, placed.id, '999999999999')
    expect(changed.statusCode).toBe(409)
    expect(changed.json().error.message).toBe('A payment reference was already given for this order')

    const card = (await adminCall(t, 'GET', `/orders?search=${placed.orderNumber.slice(4)}`, admin)).json()
      .items[0]
    expect(card).toMatchObject({
      paymentMethod: 'upi',
      paymentReference: '123456789012',
      paymentStatus: 'pending',
    })

    const confirmed = await staff(placed.id, 'confirm')
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().paymentStatus).toBe('completed')
    expect(confirmed.json().history[0]).toMatchObject({
      notes: 'UPI payment received (reference 123456789012)',
      changedBy: { id: admin.id },
    })
    const [notice] = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, shopper.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1)
    expect(notice).toEqual({
      title: 'Payment Received',
      message: `We received your UPI payment for order ${placed.orderNumber}`,
    })
    const again = await staff(placed.id, 'confirm')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This payment is already confirmed')
    // Delivery leaves a confirmed UPI payment as it is.
    await adminCall(t, 'PUT', `/orders/${placed.id}/status`, admin, { status: 'delivered' })
    const [row] = await t.db.select({ p: orders.paymentStatus }).from(orders).where(eq(orders.id, placed.id))
    expect(row!.p).toBe('completed')
  })

  test('one reference pays one order', async () => {
    const placed = (await order(shopper)).order
    const res = await report(shopper, placed.id, '123456789012')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('This UPI reference was already given for another order')
  })

  test('staff find no money: the order is cancelled, stock and slot returned, the shopper told why', async () => {
    const stock = await stockOf(t.db, milk)
    const slot = await slotOrders(t.db, where.slotId)
    const placed = (await order(shopper, 'upi', 3)).order
    expect(await stockOf(t.db, milk)).toBe(stock - 3)
    await report(shopper, placed.id, '222222222222')
    const rejected = await staff(placed.id, 'reject')
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' })
    expect(rejected.json().history[0]).toMatchObject({
      notes: 'UPI payment not received',
      changedBy: { id: admin.id },
    })
    expect(await stockOf(t.db, milk)).toBe(stock)
    expect(await slotOrders(t.db, where.slotId)).toBe(slot)
    const titles = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, shopper.id))
    expect(titles.map((n) => n.title)).toContain('Payment Not Received')
    expect((await staff(placed.id, 'reject')).statusCode).toBe(409)
    expect((await report(shopper, placed.id, '333333333333')).statusCode).toBe(409)
  })

  test('an unpaid order past its hold time is cancelled once by two sweeps racing, stock back once', async () => {
    const stock = await stockOf(t.db, milk)
    const unpaid = (await order(shopper, 'upi', 4)).order
    const reported = (await order(other, 'upi', 1)).order
    await report(other, reported.id, '444444444444')
    const fresh = (await order(other, 'upi', 1)).order
    await t.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(sql`${orders.id} IN (${unpaid.id}, ${reported.id})`)
    // Before the sweep, the shopper can no longer report a reference.
    const late = await report(shopper, unpaid.id, '555555555555')
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toBe('The time to pay for this order has passed')

    const counts = await Promise.all([expireUnpaidUpiOrders(t.db), expireUnpaidUpiOrders(t.db)])
    expect(counts[0] + counts[1]).toBe(1)
    const status = async (id: string) =>
      (
        await t.db.select({ s: orders.status, p: orders.paymentStatus }).from(orders).where(eq(orders.id, id))
      )[0]
    expect(await status(unpaid.id)).toEqual({ s: 'cancelled', p: 'failed' })
    // A reported one waits for staff; one still in its hold time waits for the shopper.
    expect(await status(reported.id)).toEqual({ s: 'pending', p: 'pending' })
    expect(await status(fresh.id)).toEqual({ s: 'pending', p: 'pending' })
    expect(await stockOf(t.db, milk)).toBe(stock - 2)
    expect(await expireUnpaidUpiOrders(t.db)).toBe(0)
    const [notice] = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, shopper.id))
      .orderBy(sql`${notifications.createdAt} desc`)
      .limit(1)
    expect(notice!.message).toBe(
      `Your order ${unpaid.orderNumber} was cancelled because its UPI payment did not arrive in time`,
    )
  })

  test('Cash on Delivery orders take no UPI steps', async () => {
    const placed = (await order(shopper, 'cod')).order
    expect(placed.paymentDueAt).toBeNull()
    const res = await report(shopper, placed.id, '666666666666')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('This order is not paid by UPI')
    expect((await staff(placed.id, 'confirm')).statusCode).toBe(409)
    expect((await staff(placed.id, 'reject')).statusCode).toBe(409)
    expect((await adminCall(t, 'POST', '/orders/not-an-id/payment/confirm', admin)).statusCode).toBe(400)
  })
})
