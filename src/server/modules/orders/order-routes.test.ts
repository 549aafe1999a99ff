import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema.ts'
import {
  checkoutSetup,
  createAddress,
  createProduct,
  newKey,
  slotOrders,
  stockOf,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { changeOrderStatus } from './order-status-service.ts'

describe('order routes', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  let locationId: string
  let slotId: string
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
    ;({ locationId, slotId } = await checkoutSetup(t.db, { maxOrders: 100 }))
  })
  afterAll(async () => {
    await t.close()
  })

  async function placed(who: Shopper, lines: [productId: string, quantity: number][]) {
    for (const [p, quantity] of lines) await call(t, 'PUT', `/cart/items/${p}`, who, { quantity })
    const payload = {
      addressId: await createAddress(t.db, who.id, locationId),
      locationId,
      slotId,
      paymentMethod: 'cod',
    }
    const res = await call(t, 'POST', '/orders', who, payload, { 'idempotency-key': newKey() })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; orderNumber: string }
  }

  it('needs sign-in (401)', async () => {
    for (const url of ['/orders', '/orders/buy-again', '/profile/stats']) {
      expect((await call(t, 'GET', url)).statusCode, url).toBe(401)
    }
  })

  it('lists the shopper’s orders by tab and shows one with items, history and address', async () => {
    const p = await createProduct(t.db, { name: 'Atta 5 kg', price: 26000, stock: 20 })
    const order = await placed(asha, [[p, 2]])
    const list = await call(t, 'GET', '/orders?tab=active', asha)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: order.id, itemCount: 2, totalAmount: 52000 }],
    })
    expect((await call(t, 'GET', '/orders?tab=delivered', asha)).json().items).toEqual([])
    expect((await call(t, 'GET', '/orders?tab=everything', asha)).statusCode).toBe(400)

    const detail = (await call(t, 'GET', `/orders/${order.id}`, asha)).json()
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      items: [{ productName: 'Atta 5 kg', quantity: 2, unitPrice: 26000, totalPrice: 52000 }],
      history: [{ status: 'pending', notes: 'Order placed' }],
      deliveryAddress: { recipientName: 'Asha Rao', pincode: '560001' },
    })
    // The product's Hindi name as it is now, for a page shown in Hindi (issue 15).
    expect(detail.items[0].hindiName).toBeNull()
    await t.db.update(products).set({ hindiName: 'आटा' }).where(eq(products.id, p))
    expect((await call(t, 'GET', `/orders/${order.id}`, asha)).json().items[0].hindiName).toBe('आटा')
  })

  it('hides one shopper’s order from another: read, cancel and reorder answer 404', async () => {
    const p = await createProduct(t.db, { stock: 20 })
    const order = await placed(asha, [[p, 1]])
    for (const [method, url] of [
      ['GET', `/orders/${order.id}`],
      ['POST', `/orders/${order.id}/cancel`],
      ['POST', `/orders/${order.id}/reorder`],
    ] as const) {
      const res = await call(t, method, url, ravi)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().error.message).toBe('Order not found')
    }
    expect((await call(t, 'GET', '/orders?tab=active', ravi)).json().items).toEqual([])
    expect((await call(t, 'GET', `/orders/${order.id}`, asha)).json().status).toBe('pending')
    expect((await call(t, 'GET', '/orders/00000000-0000-4000-8000-000000000000', asha)).statusCode).toBe(404)
  })

  it('cancels a pending order, giving back stock and the slot place; then refuses a second cancel', async () => {
    const p = await createProduct(t.db, { stock: 6 })
    const before = await slotOrders(t.db, slotId)
    const order = await placed(asha, [[p, 4]])
    expect(await stockOf(t.db, p)).toBe(2)
    const res = await call(t, 'POST', `/orders/${order.id}/cancel`, asha)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      history: [{ status: 'cancelled' }, { status: 'pending' }],
    })
    expect(await stockOf(t.db, p)).toBe(6)
    expect(await slotOrders(t.db, slotId)).toBe(before)
    expect((await call(t, 'GET', '/orders?tab=cancelled', asha)).json().items[0].id).toBe(order.id)
    const again = await call(t, 'POST', `/orders/${order.id}/cancel`, asha)
    expect(again.statusCode).toBe(409)
    expect(await stockOf(t.db, p)).toBe(6)
  })

  it('reorders a delivered order into the cart, and feeds Buy Again and the profile stats', async () => {
    const p = await createProduct(t.db, { name: 'Poha', price: 4000, originalPrice: 4500, stock: 30 })
    const order = await placed(ravi, [[p, 3]])
    expect((await call(t, 'POST', `/orders/${order.id}/reorder`, ravi)).statusCode).toBe(409)
    await changeOrderStatus(t.db, { orderId: order.id, status: 'delivered', changedBy: null })

    const res = await call(t, 'POST', `/orders/${order.id}/reorder`, ravi)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      added: [{ productId: p, productName: 'Poha', quantity: 3 }],
      notAdded: [],
      totalQuantity: 3,
    })
    expect(
      (await call(t, 'GET', '/orders/buy-again', ravi)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([p])
    expect((await call(t, 'GET', '/profile/stats', ravi)).json()).toEqual({
      totalOrders: 1,
      totalSaved: 1500,
      memberStatus: 'New',
    })
  })
})
