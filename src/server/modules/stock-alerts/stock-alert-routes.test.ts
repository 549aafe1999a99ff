import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, products, stockAlerts, users } from '#server/db/schema.ts'
import { translate } from '#server/lib/i18n.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { connect, listen, type TestSocket } from '#server/modules/realtime/realtime-test-client.ts'
import { insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { NotificationSchema } from '#shared/schemas/notifications.ts'

describe('Notify me (stock alerts)', () => {
  let t: TestApp
  let baseUrl: string
  let asha: Shopper
  let ravi: Shopper
  const sockets: TestSocket[] = []
  beforeAll(async () => {
    t = await createTestApp()
    baseUrl = await listen(t)
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
  })
  afterAll(async () => {
    for (const s of sockets) s.close()
    await t.close()
  })

  const noticesOf = (userId: string) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId))

  it('needs sign-in (401) and refuses bad ids (400) and unknown products (404)', async () => {
    const product = await insertProduct(t.db, { stockQuantity: 0 })
    expect((await call(t, 'PUT', `/stock-alerts/${product.id}`)).statusCode).toBe(401)
    expect((await call(t, 'GET', '/stock-alerts')).statusCode).toBe(401)
    const bad = await call(t, 'PUT', '/stock-alerts/not-a-uuid', asha)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBeTruthy()
    const unknown = await call(t, 'PUT', '/stock-alerts/00000000-0000-4000-8000-000000000000', asha)
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a product that can be bought now (409) and keeps nothing', async () => {
    const product = await insertProduct(t.db, { stockQuantity: 5 })
    const res = await call(t, 'PUT', `/stock-alerts/${product.id}`, asha)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('This product is in stock: add it to your cart.')
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id))).toEqual([])
  })

  it('subscribes idempotently, lists and cancels', async () => {
    const product = await insertProduct(t.db, { stockQuantity: 0 })
    for (let i = 0; i < 2; i++) {
      const res = await call(t, 'PUT', `/stock-alerts/${product.id}`, asha)
      expect(res.json()).toEqual({ productId: product.id, subscribed: true })
    }
    expect((await call(t, 'GET', '/stock-alerts', asha)).json().productIds).toContain(product.id)
    expect((await call(t, 'GET', '/stock-alerts', ravi)).json().productIds).not.toContain(product.id)
    const off = await call(t, 'DELETE', `/stock-alerts/${product.id}`, asha)
    expect(off.json()).toEqual({ productId: product.id, subscribed: false })
    expect((await call(t, 'GET', '/stock-alerts', asha)).json().productIds).not.toContain(product.id)
  })

  it('tells each waiting shopper once, live, when any change brings the product back', async () => {
    const product = await insertProduct(t.db, { name: 'Alphonso mango', stockQuantity: 0 })
    await call(t, 'PUT', `/stock-alerts/${product.id}`, asha)
    const ashaTab = await connect(baseUrl, asha.cookie)
    sockets.push(ashaTab)
    await ashaTab.waitFor((m) => m.type === 'ready')
    const ravisBefore = (await noticesOf(ravi.id)).length

    // Still out of stock: nothing happens.
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, product.id))
    expect((await noticesOf(asha.id)).filter((n) => n.title === 'Back in stock')).toEqual([])

    // Back: stock and availability both restored by whatever path (here plain SQL).
    await t.db
      .update(products)
      .set({ stockQuantity: 12, isAvailable: true })
      .where(eq(products.id, product.id))
    const event = await ashaTab.waitFor((m) => m.type === 'notification.created')
    const notice = NotificationSchema.parse(event.payload)
    expect(notice).toMatchObject({
      type: 'success',
      title: 'Back in stock',
      message: 'Alphonso mango is back in stock.',
      link: `/product/${product.id}`,
      isRead: false,
    })
    const rows = (await noticesOf(asha.id)).filter((n) => n.title === 'Back in stock')
    expect(rows.map((r) => r.id)).toEqual([notice.id])
    expect((await noticesOf(ravi.id)).length).toBe(ravisBefore)
    // The request is used up: more stock later sends nothing more.
    expect(
      await t.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.userId, asha.id), eq(stockAlerts.productId, product.id))),
    ).toEqual([])
    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id))
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id))
    expect((await noticesOf(asha.id)).filter((n) => n.title === 'Back in stock')).toHaveLength(1)
  })
  it("writes the notice in each reader's language: Hindi with the Hindi name, else English", async () => {
    const mango = await insertProduct(t.db, {
      name: 'Alphonso mango',
      hindiName: 'हापुस आम',
      stockQuantity: 0,
    })
    const salt = await insertProduct(t.db, { name: 'Rock salt', stockQuantity: 0 })
    for (const p of [mango, salt]) {
      await call(t, 'PUT', `/stock-alerts/${p.id}`, asha)
      await call(t, 'PUT', `/stock-alerts/${p.id}`, ravi)
    }
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, ravi.id))
    await t.db.update(users).set({ language: null }).where(eq(users.id, asha.id))
    await t.db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, mango.id))
    await t.db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, salt.id))
    const words = async (userId: string, productId: string) => {
      const [row] = (await noticesOf(userId)).filter((n) => n.link === `/product/${productId}`)
      return { title: row?.title, message: row?.message }
    }
    expect(await words(ravi.id, mango.id)).toEqual({
      title: 'फिर से स्टॉक में',
      message: 'हापुस आम फिर से स्टॉक में है।',
    })
    // No Hindi name: the English one, in the Hindi sentence.
    expect(await words(ravi.id, salt.id)).toEqual({
      title: translate('hi', 'notices.backInStockTitle'),
      message: translate('hi', 'notices.backInStock', { name: 'Rock salt' }),
    })
    // No language chosen: English, the catalogue's words exactly.
    expect(await words(asha.id, mango.id)).toEqual({
      title: translate('en', 'notices.backInStockTitle'),
      message: translate('en', 'notices.backInStock', { name: 'Alphonso mango' }),
    })
  })
})
