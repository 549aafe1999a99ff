import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#server/db/schema.ts'
import { checkoutSetup, createProduct, placeTestOrder } from '#server/modules/checkout/checkout-fixtures.ts'
import { changeOrderStatus } from '#server/modules/orders/order-status-service.ts'
import { type Shopper, signInShopper } from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertDeliveryLocation } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

describe('preferences', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signInShopper(t, 'asha')
    ravi = await signInShopper(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (who?: Shopper) =>
    t.app.inject({ method: 'GET', url: '/api/preferences', headers: who ? { cookie: who.cookie } : {} })
  const put = (payload: object, who?: Shopper) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload,
      headers: who ? { cookie: who.cookie } : {},
    })

  it('needs sign-in (401)', async () => {
    expect((await get()).statusCode).toBe(401)
    expect((await put({ notificationPreferences: { offers: false } })).statusCode).toBe(401)
  })

  it('starts with every notification on and no delivery area', async () => {
    expect((await get(asha)).json()).toEqual({
      notificationPreferences: { offers: true, delivery: true, orderUpdates: true },
      defaultLocationId: null,
      language: null,
    })
  })

  it('saves the language on the account, where the session answer carries it (ADR 032)', async () => {
    const saved = await put({ language: 'hi' }, asha)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().language).toBe('hi')
    // A toggle leaves the language alone; the session tells the next page load.
    expect((await put({ notificationPreferences: { offers: true } }, asha)).json().language).toBe('hi')
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: asha.cookie },
    })
    expect(session.json().user.language).toBe('hi')
    expect((await get(ravi)).json().language).toBeNull()
    expect((await put({ language: 'en' }, asha)).json().language).toBe('en')
  })

  it('saves one toggle at a time and keeps the others', async () => {
    expect(
      (await put({ notificationPreferences: { offers: false } }, asha)).json().notificationPreferences,
    ).toEqual({
      offers: false,
      delivery: true,
      orderUpdates: true,
    })
    await put({ notificationPreferences: { orderUpdates: false } }, asha)
    expect((await get(asha)).json().notificationPreferences).toEqual({
      offers: false,
      delivery: true,
      orderUpdates: false,
    })
    // Another user's settings are their own.
    expect((await get(ravi)).json().notificationPreferences).toEqual({
      offers: true,
      delivery: true,
      orderUpdates: true,
    })
  })

  it('keeps every toggle when several are flipped at once', async () => {
    await Promise.all([
      put({ notificationPreferences: { offers: false } }, ravi),
      put({ notificationPreferences: { delivery: false } }, ravi),
      put({ notificationPreferences: { orderUpdates: false } }, ravi),
    ])
    expect((await get(ravi)).json().notificationPreferences).toEqual({
      offers: false,
      delivery: false,
      orderUpdates: false,
    })
  })

  it('sets and clears the default delivery area, which must be an active one', async () => {
    const area = await insertDeliveryLocation(t.db)
    const closed = await insertDeliveryLocation(t.db, { isActive: false })
    expect((await put({ defaultLocationId: area.id }, asha)).json().defaultLocationId).toBe(area.id)
    // Changing a toggle leaves the area alone.
    expect((await put({ notificationPreferences: { delivery: false } }, asha)).json().defaultLocationId).toBe(
      area.id,
    )
    for (const id of [closed.id, crypto.randomUUID()]) {
      const res = await put({ defaultLocationId: id }, asha)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toHaveProperty(['body.defaultLocationId'])
    }
    expect((await put({ defaultLocationId: null }, asha)).json().defaultLocationId).toBeNull()
  })

  it('refuses bad input with the field named', async () => {
    const cases: [object, string][] = [
      [{ notificationPreferences: { offers: 'no' } }, 'body.notificationPreferences.offers'],
      [{ defaultLocationId: 'koramangala' }, 'body.defaultLocationId'],
      [{ notificationPreferences: { sms: true } }, 'body.notificationPreferences.sms'],
      [{ userId: ravi.id }, 'body.userId'],
      [{ language: 'fr' }, 'body.language'],
      [{ language: null }, 'body.language'],
    ]
    for (const [payload, field] of cases) {
      const res = await put(payload, asha)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().error.fields).toHaveProperty([field])
    }
  })

  describe('decide which notifications arrive (issue 9 item 9)', () => {
    let where: Awaited<ReturnType<typeof checkoutSetup>>
    beforeAll(async () => {
      where = await checkoutSetup(t.db)
    })

    /** Places an order, walks it to delivered, and answers the titles the shopper was sent. */
    async function orderJourney(who: Shopper) {
      const product = await createProduct(t.db)
      const order = await placeTestOrder(t.db, where, who.id, [[product, 1]])
      for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered'] as const) {
        await changeOrderStatus(t.db, {
          orderId: order.id,
          status,
          changedBy: null,
          ...(status === 'out_for_delivery'
            ? { deliveryPartner: { name: 'Ravi Kumar', phone: '9876543210' } }
            : {}),
        })
      }
      const rows = await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, who.id))
      await t.db.delete(notifications).where(eq(notifications.userId, who.id))
      return rows.map((r) => r.title).sort()
    }

    it('sends every order and delivery notice with the defaults', async () => {
      const who = await signInShopper(t, 'all-on')
      expect(await orderJourney(who)).toEqual(
        [
          'Order Placed',
          'Order Confirmed',
          'Order Being Prepared',
          'Delivery Partner Assigned',
          'Out for Delivery',
          'Order Delivered',
        ].sort(),
      )
    })

    it('Order Updates off: no placed, confirmed or preparing notices; delivery ones still come', async () => {
      const who = await signInShopper(t, 'no-order-updates')
      expect((await put({ notificationPreferences: { orderUpdates: false } }, who)).statusCode).toBe(200)
      expect(await orderJourney(who)).toEqual([
        'Delivery Partner Assigned',
        'Order Delivered',
        'Out for Delivery',
      ])
    })

    it('Order Updates and Delivery Updates off: no status notice at all', async () => {
      const who = await signInShopper(t, 'quiet')
      await put({ notificationPreferences: { orderUpdates: false, delivery: false } }, who)
      expect(await orderJourney(who)).toEqual([])
      // Turned back on, they arrive again.
      await put({ notificationPreferences: { delivery: true } }, who)
      expect(await orderJourney(who)).toEqual([
        'Delivery Partner Assigned',
        'Order Delivered',
        'Out for Delivery',
      ])
    })
  })
})
