import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orders, products } from '#server/db/schema.ts'
import { insertOrderFor } from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertProducts, type ProductRow } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { storeDate } from '#shared/store-clock.ts'
import { adminCall, type Person, signInAdmin, signInCustomer } from './admin-test-helpers.ts'

// Dashboard cards, the notifications button, analytics, reviews, customers and store settings.

const DAY = 24 * 60 * 60 * 1000

describe('admin dashboard, analytics, reviews, customers and settings', () => {
  let t: TestApp
  let admin: Person
  let asha: Person
  let ravi: Person
  let goods: ProductRow[]

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    asha = await signInCustomer(t, 'asha')
    ravi = await signInCustomer(t, 'ravi')
    goods = await insertProducts(t.db, [
      { name: 'Paneer 200g', price: 9000, stockQuantity: 3 },
      { name: 'Milk 1L', price: 6800, stockQuantity: 40 },
      { name: 'Hidden Low', price: 1000, stockQuantity: 1, isAvailable: false },
    ])
    const [paneer, milk] = goods as [ProductRow, ProductRow]
    // Today: Asha 9000 + 6800 (pending), Ravi 6800 (delivered), Ravi 9000 cancelled.
    await insertOrderFor(t.db, asha.id, [paneer, milk])
    await insertOrderFor(t.db, ravi.id, [milk], 'delivered')
    await insertOrderFor(t.db, ravi.id, [paneer], 'cancelled')
    // Three days ago (this week) and twenty days ago (this month, not this week).
    const old3 = await insertOrderFor(t.db, asha.id, [paneer], 'delivered')
    const old20 = await insertOrderFor(t.db, asha.id, [milk, milk], 'delivered')
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(orders.id, old3.id))
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 20 * DAY) })
      .where(eq(orders.id, old20.id))
  })
  afterAll(() => t?.close())

  test('the summary cards have real figures', async () => {
    const res = await adminCall(t, 'GET', '/dashboard', admin)
    expect(res.json()).toEqual({
      todaySales: 15800 + 6800,
      totalOrders: 5,
      pendingOrders: 1,
      lowStockCount: 1,
    })
  })

  test('the notifications button lists pending orders with their count', async () => {
    const res = (await adminCall(t, 'GET', '/recent-orders', admin)).json()
    expect(res.count).toBe(1)
    expect(res.items).toEqual([
      expect.objectContaining({ customerName: 'Asha Rao', totalAmount: 15800, status: 'pending' }),
    ])
  })

  test('analytics by store day, cancelled orders excluded, 30 zero-filled days', async () => {
    const a = (await adminCall(t, 'GET', '/analytics', admin)).json()
    expect(a.today).toEqual({
      orders: 2,
      weekOrders: 3,
      revenue: 22600,
      weekRevenue: 31600,
      customers: 2,
      pendingOrders: 1,
    })
    expect(a.week).toEqual({ orders: 3, revenue: 31600, averageOrderValue: Math.round(31600 / 3) })
    expect(a.month).toEqual({ orders: 4, revenue: 45200, averageOrderValue: 11300 })
    expect(a.daily).toHaveLength(30)
    expect(a.daily.at(-1)).toEqual({ date: storeDate(new Date()), orders: 2, revenue: 22600 })
    expect(a.daily.reduce((s: number, d: { revenue: number }) => s + d.revenue, 0)).toBe(a.month.revenue)
    expect(a.daily.filter((d: { orders: number }) => d.orders === 0).length).toBeGreaterThanOrEqual(26)
    // Milk: 6800 + 6800 + 2 × 6800 (the cancelled paneer does not count) beats paneer 9000 + 9000.
    expect(
      a.topProducts.map((p: { productName: string; revenue: number }) => [p.productName, p.revenue]),
    ).toEqual([
      ['Milk 1L', 27200],
      ['Paneer 200g', 18000],
    ])
    expect(a.lowStock).toEqual({
      count: 1,
      items: [expect.objectContaining({ name: 'Paneer 200g', stockQuantity: 3 })],
    })
  })

  test('reviews: search over title, comment and product name; delete keeps the rating true', async () => {
    const [paneer] = goods as [ProductRow]
    const write = (who: Person, rating: number, title: string, comment: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${paneer.id}/reviews`,
        payload: { rating, title, comment },
        headers: { cookie: who.cookie },
      })
    expect((await write(asha, 5, 'Very fresh', 'Soft and creamy paneer, lovely.')).statusCode).toBe(201)
    expect((await write(ravi, 1, 'Sour taste', 'It had gone off by the time it came.')).statusCode).toBe(201)
    const all = (await adminCall(t, 'GET', '/reviews', admin)).json()
    expect(all.total).toBe(2)
    // Ravi's paneer order was cancelled, so his review is not a verified purchase (decisions.md 10).
    expect(all.items[0]).toMatchObject({
      productName: 'Paneer 200g',
      title: 'Sour taste',
      verifiedPurchase: false,
    })
    expect(all.items[1]).toMatchObject({ title: 'Very fresh', verifiedPurchase: true, rating: 5 })
    const byComment = (await adminCall(t, 'GET', '/reviews?search=CREAMY', admin)).json()
    expect(byComment.items.map((r: { title: string }) => r.title)).toEqual(['Very fresh'])
    expect((await adminCall(t, 'GET', '/reviews?search=paneer%20200', admin)).json().total).toBe(2)
    expect((await adminCall(t, 'GET', '/reviews?search=nothing-like-this', admin)).json().total).toBe(0)

    const sour = all.items[0].id
    expect((await adminCall(t, 'DELETE', `/reviews/${sour}`, admin)).statusCode).toBe(200)
    const [after] = await t.db.select().from(products).where(eq(products.id, paneer.id))
    expect(after).toMatchObject({ rating: 5, reviewCount: 1 })
    expect((await adminCall(t, 'DELETE', `/reviews/${sour}`, admin)).statusCode).toBe(404)
  })

  test('customers: order count, spend without cancelled orders, last order; search; admins not listed', async () => {
    const page = (await adminCall(t, 'GET', '/customers', admin)).json()
    expect(page.items.map((c: { id: string }) => c.id).sort()).toEqual([asha.id, ravi.id].sort())
    const r = page.items.find((c: { id: string }) => c.id === ravi.id)
    expect(r).toMatchObject({ email: ravi.email, orderCount: 2, totalSpend: 6800 })
    expect(r.lastOrderAt).not.toBeNull()
    const a = page.items.find((c: { id: string }) => c.id === asha.id)
    expect(a).toMatchObject({ orderCount: 3, totalSpend: 15800 + 9000 + 13600 })
    const found = (
      await adminCall(t, 'GET', `/customers?search=${encodeURIComponent(ravi.email.slice(0, 6))}`, admin)
    ).json()
    expect(found.items.map((c: { id: string }) => c.id)).toEqual([ravi.id])
    const ids = async (query: string) =>
      (await adminCall(t, 'GET', `/customers?${query}`, admin)).json().items.map((c: { id: string }) => c.id)
    // Asha spent more and ordered more than Ravi.
    expect(await ids('sort=spent&dir=desc')).toEqual([asha.id, ravi.id])
    expect(await ids('sort=spent&dir=asc')).toEqual([ravi.id, asha.id])
    expect(await ids('sort=orders&dir=desc')).toEqual([asha.id, ravi.id])
    expect((await adminCall(t, 'GET', '/customers?sort=email', admin)).statusCode).toBe(400)
    const paged = (await adminCall(t, 'GET', '/customers?pageSize=1&page=2', admin)).json()
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, pageCount: 2 })
    expect((await adminCall(t, 'GET', '/customers?pageSize=500', admin)).json().error.fields).toHaveProperty(
      'query.pageSize',
    )
  })

  test('store settings: saved values apply to the store answer and the cart at once; bad input named', async () => {
    const before = (await adminCall(t, 'GET', '/settings', admin)).json()
    expect(before).toMatchObject({
      deliveryFee: 2500,
      freeDeliveryThreshold: 9900,
    })
    // No minimum order (ADR 020): no setting for one, and the store tells the pages of none.
    expect(before).not.toHaveProperty('minOrderBanner')
    const bad = await adminCall(t, 'PUT', '/settings', admin, { deliveryFee: -1, freeDeliveryThreshold: 1.5 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'body.deliveryFee',
      'body.freeDeliveryThreshold',
      'body.version',
    ])
    const saved = await adminCall(t, 'PUT', '/settings', admin, {
      version: before.version,
      deliveryFee: 4000,
      freeDeliveryThreshold: 50000,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      deliveryFee: 4000,
      freeDeliveryThreshold: 50000,
    })
    const store = (await t.app.inject({ url: '/api/store' })).json()
    expect(store).toMatchObject({ deliveryFee: 4000, freeDeliveryThreshold: 50000 })
    expect(store).not.toHaveProperty('minOrderBanner')
    const [, milk] = goods as [ProductRow, ProductRow]
    const cart = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${milk.id}`,
      payload: { quantity: 2 },
      headers: { cookie: asha.cookie },
    })
    expect(cart.json()).toMatchObject({ subtotal: 13600, deliveryFee: 4000, total: 17600 })
  })
})

describe('analytics after a product is deleted', () => {
  let t: TestApp
  let admin: Person

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
  })
  afterAll(() => t?.close())

  test('its past sales still count under the name the orders kept; a renamed product keeps one entry', async () => {
    const shopper = await signInCustomer(t)
    const [tea, sugar] = (await insertProducts(t.db, [
      { name: 'Tea 250g', price: 15000 },
      { name: 'Sugar 1kg', price: 5000 },
    ])) as [ProductRow, ProductRow]
    await insertOrderFor(t.db, shopper.id, [tea, sugar], 'delivered')
    await t.db.update(products).set({ name: 'Sugar 1kg (new pack)' }).where(eq(products.id, sugar.id))
    await insertOrderFor(t.db, shopper.id, [{ ...sugar, name: 'Sugar 1kg (new pack)' }])
    expect((await adminCall(t, 'DELETE', `/products/${tea.id}`, admin)).statusCode).toBe(200)
    const a = (await adminCall(t, 'GET', '/analytics', admin)).json()
    expect(a.topProducts).toEqual([
      { productId: null, productName: 'Tea 250g', quantity: 1, revenue: 15000 },
      { productId: sugar.id, productName: 'Sugar 1kg (new pack)', quantity: 2, revenue: 10000 },
    ])
  })
})
