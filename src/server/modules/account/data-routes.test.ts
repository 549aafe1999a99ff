import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  accounts,
  addresses,
  cartItems,
  deliveryLocations,
  favorites,
  notifications,
  orderStatusHistory,
  orders,
  productReviews,
  products,
  profiles,
  reviewHelpfulVotes,
  sessions,
  userPreferences,
  users,
} from '#server/db/schema.ts'
import {
  checkoutSetup,
  createProduct,
  placeTestOrder,
  slotOrders,
  stockOf,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { changeOrderStatus } from '#server/modules/orders/order-status-service.ts'
import {
  formWithFile,
  insertOrderFor,
  type Shopper,
  signInShopper,
} from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertProduct, type ProductRow } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

const address = {
  title: 'Home',
  recipientName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  // An area without a pincode list delivers everywhere (delivery-areas.ts).
  locationId: crypto.randomUUID(),
}
const review = { rating: 5, title: 'Lovely', comment: 'Fresh, sweet and well packed.' }

describe('data export and account deletion', () => {
  let t: TestApp
  let milk: ProductRow
  let rice: ProductRow
  beforeAll(async () => {
    t = await createTestApp()
    await t.db.insert(deliveryLocations).values({
      id: address.locationId,
      name: 'MG Road',
      area: 'Central',
      city: 'Bengaluru',
      deliveryTime: 30,
    })
    milk = await insertProduct(t.db, { name: 'Toned milk', rating: 0, reviewCount: 0 })
    rice = await insertProduct(t.db, { name: 'Basmati rice', rating: 0, reviewCount: 0 })
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Shopper, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: who ? { cookie: who.cookie } : {} })

  /** A shopper with something in every table the account touches. */
  async function busyShopper(label: string) {
    const who = await signInShopper(t, label)
    await call('PUT', '/profile', who, { name: `${label} Kumar`, phone: '9123456780' })
    await call('POST', '/addresses', who, { ...address, recipientName: `${label} Kumar` })
    await call('PUT', '/preferences', who, { notificationPreferences: { offers: false } })
    await call('POST', '/favorites', who, { productId: milk.id })
    await t.db.insert(cartItems).values({ userId: who.id, productId: rice.id, quantity: 2 })
    const order = await insertOrderFor(t.db, who.id, [milk], 'delivered')
    await t.db.insert(notifications).values({
      userId: who.id,
      type: 'order',
      title: 'Delivered',
      message: `Order ${order.orderNumber} arrived`,
    })
    const written = (await call('POST', `/products/${milk.id}/reviews`, who, review)).json()
    return { who, order, reviewId: written.id as string }
  }

  it('needs sign-in (401)', async () => {
    expect((await call('GET', '/account/export')).statusCode).toBe(401)
    expect((await call('DELETE', '/account', undefined, { confirm: 'DELETE' })).statusCode).toBe(401)
  })

  it("downloads the user's own data as a dated JSON file, and nothing of anyone else", async () => {
    const a = await busyShopper('asha')
    const b = await busyShopper('ravi')
    await call('POST', `/reviews/${b.reviewId}/vote`, a.who)

    const res = await call('GET', '/account/export', a.who)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="freshcart-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const data = res.json()
    expect(data.account).toMatchObject({
      id: a.who.id,
      email: a.who.email,
      emailVerified: true,
      name: 'asha Kumar',
    })
    expect(data.profile).toEqual({ name: 'asha Kumar', phone: '9123456780', avatarUrl: null })
    expect(data.addresses).toHaveLength(1)
    expect(data.addresses[0]).toMatchObject({ recipientName: 'asha Kumar', isDefault: true })
    expect(data.preferences.notificationPreferences).toEqual({
      offers: false,
      delivery: true,
      orderUpdates: true,
    })
    expect(data.favorites).toEqual([
      expect.objectContaining({ productId: milk.id, productName: 'Toned milk' }),
    ])
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: a.reviewId, productName: 'Toned milk', verifiedPurchase: true }),
    ])
    expect(data.helpfulVotes).toEqual([expect.objectContaining({ reviewId: b.reviewId })])
    expect(data.cart).toEqual([expect.objectContaining({ productId: rice.id, quantity: 2 })])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({ orderNumber: a.order.orderNumber, status: 'delivered' })
    expect(data.orders[0].items).toEqual([expect.objectContaining({ productId: milk.id, quantity: 1 })])
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'Delivered' })])

    const text = res.body
    expect(text).not.toContain(b.who.email)
    expect(text).not.toContain(b.who.id)
    expect(text).not.toContain(b.order.orderNumber)
    expect(text).not.toMatch(/password|session|token/i)
  })

  it("names the export file after the store's date, not UTC's", async () => {
    const who = await signInShopper(t, 'night-owl')
    // 00:30 in Kolkata on 24 November is still 23 November in UTC.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T19:00:00Z'))
    try {
      const res = await call('GET', '/account/export', who)
      expect(res.headers['content-disposition']).toBe('attachment; filename="freshcart-data-2026-11-24.json"')
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses deletion without the typed confirmation', async () => {
    const who = await signInShopper(t, 'careful')
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await call('DELETE', '/account', who, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toHaveProperty(['body.confirm'])
    }
    expect((await call('GET', '/profile', who)).statusCode).toBe(200)
  })

  it('deletes the account and personal data, signs out, and keeps orders anonymised', async () => {
    const gone = await busyShopper('gita')
    const stays = await busyShopper('hari')
    // Votes in both directions, so both helpful counts must be recounted.
    await call('POST', `/reviews/${stays.reviewId}/vote`, gone.who)
    await call('POST', `/reviews/${gone.reviewId}/vote`, stays.who)
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const form = formWithFile('a.png', 'image/png', png)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: form.payload,
      headers: { ...form.headers, cookie: gone.who.cookie },
    })
    const avatarFile = join(t.dataDir, upload.json().avatarUrl.replace(/^\//, ''))
    expect(existsSync(avatarFile)).toBe(true)
    // gita is rice's only reviewer.
    await call('POST', `/products/${rice.id}/reviews`, gone.who, { ...review, rating: 1 })
    expect((await t.db.select().from(products).where(eq(products.id, rice.id)))[0]).toMatchObject({
      rating: 1,
      reviewCount: 1,
    })
    const milkBefore = (await t.db.select().from(products).where(eq(products.id, milk.id)))[0]!

    const res = await call('DELETE', '/account', gone.who, { confirm: 'DELETE' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const cleared = res.cookies.find((c) => c.name.endsWith('freshcart.session_token'))
    expect(cleared?.value).toBe('')
    expect(cleared?.maxAge).toBe(0)

    // Signed out everywhere: the old cookie no longer opens anything.
    expect((await call('GET', '/profile', gone.who)).statusCode).toBe(401)
    const id = gone.who.id
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([])
    for (const table of [
      sessions,
      accounts,
      profiles,
      addresses,
      userPreferences,
      favorites,
      cartItems,
      notifications,
      productReviews,
      reviewHelpfulVotes,
    ]) {
      expect(await t.db.select().from(table).where(eq(table.userId, id))).toEqual([])
    }
    expect(existsSync(avatarFile)).toBe(false)

    // The order stays for the books, without the customer.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, gone.order.id))
    expect(order?.userId).toBeNull()
    expect(order?.totalAmount).toBe(gone.order.totalAmount)
    expect(order?.notes).toBeNull()
    expect(order?.deliveryAddress).toEqual({
      recipientName: 'Deleted customer',
      phone: '0000000000',
      addressLine1: 'Address removed',
      addressLine2: null,
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    })

    // Ratings and helpful counts now count only what remains.
    const milkAfter = (await t.db.select().from(products).where(eq(products.id, milk.id)))[0]!
    expect(milkAfter.reviewCount).toBe(milkBefore.reviewCount - 1)
    expect(milkAfter.rating).toBe(5)
    expect((await t.db.select().from(products).where(eq(products.id, rice.id)))[0]).toMatchObject({
      rating: 0,
      reviewCount: 0,
    })
    const [staysReview] = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, stays.reviewId))
    expect(staysReview?.helpfulCount).toBe(0)

    // The other shopper is untouched.
    expect((await call('GET', '/profile', stays.who)).json().name).toBe('hari Kumar')
    const [other] = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [stays.order.id]))
    expect(other?.userId).toBe(stays.who.id)
    expect(other?.deliveryAddress.recipientName).toBe('Asha Rao')
    expect((await call('GET', '/favorites/ids', stays.who)).json().productIds).toEqual([milk.id])
  })

  it('cancels orders nobody has started preparing, giving stock and slot places back; later ones stay', async () => {
    const who = await signInShopper(t, 'leaving')
    const where = await checkoutSetup(t.db)
    const apples = await createProduct(t.db, { name: 'Apples', stock: 20 })
    const pending = await placeTestOrder(t.db, where, who.id, [[apples, 3]])
    const confirmed = await placeTestOrder(t.db, where, who.id, [[apples, 2]])
    const preparing = await placeTestOrder(t.db, where, who.id, [[apples, 4]])
    await changeOrderStatus(t.db, { orderId: confirmed.id, status: 'confirmed', changedBy: null })
    await changeOrderStatus(t.db, { orderId: preparing.id, status: 'preparing', changedBy: null })
    expect(await stockOf(t.db, apples)).toBe(11)
    expect(await slotOrders(t.db, where.slotId)).toBe(3)

    expect((await call('DELETE', '/account', who, { confirm: 'DELETE' })).statusCode).toBe(200)

    // Pending and confirmed give back 3 + 2 units and two slot places; preparing keeps its 4 and its place.
    expect(await stockOf(t.db, apples)).toBe(16)
    expect(await slotOrders(t.db, where.slotId)).toBe(1)
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [pending.id, confirmed.id, preparing.id]))
    const byId = new Map(rows.map((o) => [o.id, o]))
    expect(byId.get(pending.id)).toMatchObject({ status: 'cancelled', userId: null })
    expect(byId.get(confirmed.id)).toMatchObject({ status: 'cancelled', userId: null })
    expect(byId.get(preparing.id)).toMatchObject({ status: 'preparing', userId: null })
    for (const o of rows) expect(o.deliveryAddress.recipientName).toBe('Deleted customer')
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, pending.id))
    expect(history.at(-1)).toMatchObject({
      status: 'cancelled',
      notes: 'Cancelled: the customer deleted their account',
      changedBy: null,
    })
  })
})
