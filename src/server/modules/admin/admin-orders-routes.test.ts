import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { notifications, orders, products } from '#server/db/schema.ts'
import { insertOrderFor } from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertProducts, type ProductRow } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { PHONE_INVALID_MESSAGE } from '#shared/phone.ts'
import { adminCall, type Person, signInAdmin, signInCustomer } from './admin-test-helpers.ts'

describe('admin orders API', () => {
  let t: TestApp
  let admin: Person
  let customer: Person
  let goods: ProductRow[]
  let big: typeof orders.$inferSelect
  let small: typeof orders.$inferSelect

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    customer = await signInCustomer(t)
    goods = await insertProducts(t.db, [
      { name: 'Amul Butter', price: 5600 },
      { name: 'Bread', price: 4000 },
      { name: 'Curd', price: 3000 },
      { name: 'Dosa Batter', price: 7000 },
      { name: 'Eggs', price: 8400 },
    ])
    big = await insertOrderFor(t.db, customer.id, goods)
    small = await insertOrderFor(t.db, customer.id, goods.slice(0, 1), 'delivered')
    await t.db
      .update(orders)
      .set({ deliveryAddress: sql`jsonb_set(${orders.deliveryAddress}, '{recipientName}', '"Ravi Kumar"')` })
      .where(eq(orders.id, small.id))
  })
  afterAll(() => t?.close())

  test('lists every order newest first with cards: customer name, item chips and +N more', async () => {
    const res = await adminCall(t, 'GET', '/orders', admin)
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page.total).toBe(2)
    const card = page.items.find((o: { id: string }) => o.id === big.id)
    expect(card).toMatchObject({
      orderNumber: big.orderNumber,
      customerName: 'Asha Rao',
      itemCount: 5,
      totalAmount: 28000,
      status: 'pending',
      moreItems: 2,
      items: [
        { productName: 'Amul Butter', quantity: 1 },
        { productName: 'Bread', quantity: 1 },
        { productName: 'Curd', quantity: 1 },
      ],
    })
  })

  test('searches by order number and by the customer name in the address snapshot, filters by status', async () => {
    const byNumber = (await adminCall(t, 'GET', `/orders?search=${big.orderNumber.slice(4)}`, admin)).json()
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([big.id])
    const byName = (await adminCall(t, 'GET', '/orders?search=ravi%20KUM', admin)).json()
    expect(byName.items.map((o: { id: string }) => o.id)).toEqual([small.id])
    const delivered = (await adminCall(t, 'GET', '/orders?status=delivered', admin)).json()
    expect(delivered.items.map((o: { id: string }) => o.id)).toEqual([small.id])
    const none = (await adminCall(t, 'GET', '/orders?search=100%25', admin)).json()
    expect(none.total).toBe(0)
  })

  test('sorts by total either way (big order is 280.00, small 56.00); a bad sort is 400', async () => {
    const ids = async (query: string) =>
      (await adminCall(t, 'GET', `/orders?${query}`, admin)).json().items.map((o: { id: string }) => o.id)
    expect(await ids('sort=total&dir=desc')).toEqual([big.id, small.id])
    expect(await ids('sort=total&dir=asc')).toEqual([small.id, big.id])
    const bad = await adminCall(t, 'GET', '/orders?sort=customer', admin)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields)).toEqual(['query.sort'])
  })

  test('refuses a bad status filter or page naming the field', async () => {
    const res = await adminCall(t, 'GET', '/orders?status=shipped&page=0', admin)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['query.page', 'query.status'])
  })

  test('View Details has items, address, slot, customer and history', async () => {
    const res = await adminCall(t, 'GET', `/orders/${big.id}`, admin)
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.items).toHaveLength(5)
    expect(detail.deliveryAddress.city).toBe('Bengaluru')
    expect(detail.deliveryTimeSlot).toBe('10:00 - 12:00, tomorrow')
    expect(detail.customer).toMatchObject({ id: customer.id, email: customer.email })
    expect((await adminCall(t, 'GET', `/orders/${crypto.randomUUID()}`, admin)).statusCode).toBe(404)
  })

  test('a status change writes history naming the admin and notifies the customer', async () => {
    const res = await adminCall(t, 'PUT', `/orders/${big.id}/status`, admin, { status: 'confirmed' })
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.status).toBe('confirmed')
    expect(detail.history[0]).toMatchObject({ status: 'confirmed', changedBy: { id: admin.id } })
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id))
    expect(notes.map((n) => n.title)).toContain('Order Confirmed')
    // The customer's own tracking read shows it too.
    const mine = await t.app.inject({ url: `/api/orders/${big.id}`, headers: { cookie: customer.cookie } })
    expect(mine.json().status).toBe('confirmed')
  })

  test('a partner is assigned with name and phone, recorded in history and shown to the customer', async () => {
    // Not out for delivery without a partner (issue 9 item 7).
    const early = await adminCall(t, 'PUT', `/orders/${big.id}/status`, admin, { status: 'out_for_delivery' })
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toEqual({
      code: 'DELIVERY_PARTNER_REQUIRED',
      message: 'Assign a delivery partner before the order goes out for delivery',
    })
    const path = `/orders/${big.id}/delivery-partner`
    const badPhone = await adminCall(t, 'PUT', path, admin, { name: 'Ravi Kumar', phone: '12345' })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().error.fields['body.phone']).toBe(PHONE_INVALID_MESSAGE)
    const noName = await adminCall(t, 'PUT', path, admin, { name: ' ', phone: '9830012345' })
    expect(noName.json().error.fields['body.name']).toBe('Name is required')
    expect(
      (await adminCall(t, 'PUT', path, customer, { name: 'Ravi', phone: '9830012345' })).statusCode,
    ).toBe(403)

    const res = await adminCall(t, 'PUT', path, admin, { name: 'Ravi Kumar', phone: '+91 98300 12345' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      deliveryPersonName: 'Ravi Kumar',
      deliveryPersonPhone: '9830012345',
    })
    expect(res.json().history[0]).toMatchObject({
      status: 'confirmed',
      notes: 'Delivery partner: Ravi Kumar, +91 98300 12345',
      changedBy: { id: admin.id },
    })
    const mine = await t.app.inject({ url: `/api/orders/${big.id}`, headers: { cookie: customer.cookie } })
    expect(mine.json()).toMatchObject({ deliveryPersonName: 'Ravi Kumar', deliveryPersonPhone: '9830012345' })
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id))
    expect(notes.map((n) => n.message)).toContain(`Ravi Kumar will deliver your order ${big.orderNumber}`)

    const out = await adminCall(t, 'PUT', `/orders/${big.id}/status`, admin, { status: 'out_for_delivery' })
    expect(out.statusCode).toBe(200)
    // A delivered order has nobody left to send.
    const late = await adminCall(t, 'PUT', `/orders/${small.id}/delivery-partner`, admin, {
      name: 'Ravi Kumar',
      phone: '9830012345',
    })
    expect(late.statusCode).toBe(409)
  })

  test('the partner can come with the move to out for delivery: one history row says both', async () => {
    const another = await insertOrderFor(t.db, customer.id, goods.slice(0, 2))
    const res = await adminCall(t, 'PUT', `/orders/${another.id}/status`, admin, {
      status: 'out_for_delivery',
      deliveryPartner: { name: 'Meena S', phone: '07000000001' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'out_for_delivery', deliveryPersonPhone: '7000000001' })
    expect(res.json().history[0]).toMatchObject({
      status: 'out_for_delivery',
      notes: 'Delivery partner: Meena S, +91 70000 00001',
    })
    // One row for the move and the assignment (the test order was inserted without history).
    expect(res.json().history).toHaveLength(1)
  })

  test('cancelling gives stock back; a cancelled order cannot change (409); bad status is 400', async () => {
    const cancel = await adminCall(t, 'PUT', `/orders/${big.id}/status`, admin, { status: 'cancelled' })
    expect(cancel.statusCode).toBe(200)
    const stock = await t.db.select({ id: products.id, stock: products.stockQuantity }).from(products)
    expect(stock.every((p) => p.stock === 51)).toBe(true)
    const again = await adminCall(t, 'PUT', `/orders/${big.id}/status`, admin, { status: 'pending' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('A cancelled order cannot be changed')
    const bad = await adminCall(t, 'PUT', `/orders/${small.id}/status`, admin, { status: 'lost' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('body.status')
  })
})
