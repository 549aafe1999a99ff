import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { authPost } from '#server/auth/auth-test-helpers.ts'
import { grantAdmin, revokeAdmin } from '#server/auth/roles.ts'
import { postgresDatabase } from '#server/db/database.ts'
import {
  checkoutSetup,
  createAddress,
  createProduct,
  createSlot,
  newKey,
} from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { assignOrderDeliveryPartner, changeOrderStatus } from '#server/modules/orders/order-status-service.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { parseRealtimeFrame } from '#shared/realtime.ts'
import { SESSION_ENDED_CLOSE_CODE } from '#shared/realtime-frames.ts'
import { publish } from './publish.ts'
import { barrier, connect, listen, type ReceivedEvent, type TestSocket } from './realtime-test-client.ts'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

describe('GET /api/realtime', () => {
  let t: TestApp
  let baseUrl: string
  let asha: Shopper
  let ravi: Shopper
  let boss: Shopper
  let locationId: string
  let slotId: string
  const sockets: TestSocket[] = []
  const open = async (who?: Shopper, headers?: Record<string, string>) => {
    const socket = await connect(baseUrl, who?.cookie, headers)
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    t = await createTestApp()
    baseUrl = await listen(t)
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
    boss = await signIn(t, 'boss')
    await grantAdmin(t.db, boss.id)
    ;({ locationId, slotId } = await checkoutSetup(t.db))
  })
  afterAll(async () => {
    for (const s of sockets) s.close()
    await t.close()
  })

  const fill = async (who: Shopper, productId: string, quantity: number) => {
    const res = await call(t, 'PUT', `/cart/items/${productId}`, who, { quantity })
    expect(res.statusCode).toBe(200)
  }
  const order = async (who: Shopper, slot = slotId) => {
    const payload = {
      addressId: await createAddress(t.db, who.id, locationId),
      locationId,
      slotId: slot,
      paymentMethod: 'cod',
    }
    return call(t, 'POST', '/orders', who, payload, { 'idempotency-key': newKey() })
  }
  const topics = (s: TestSocket) => new Set(s.events().map((e) => e.topic))
  /** Events a page would drop: not in the shared catalogue, or a payload of the wrong shape. */
  const outsideCatalogue = (s: TestSocket) =>
    s.events().filter((e) => parseRealtimeFrame(JSON.stringify(e))?.kind !== 'event')

  it('refuses a visitor, a stale cookie and a foreign page before the upgrade', async () => {
    await expect(connect(baseUrl)).rejects.toThrow('refused 401')
    await expect(connect(baseUrl, 'better-auth.session_token=forged.value')).rejects.toThrow('refused 401')
    await expect(connect(baseUrl, asha.cookie, { origin: 'https://evil.example' })).rejects.toThrow(
      'refused 403',
    )
    expect(t.app.realtime.size).toBe(0)
  })

  it("delivers a user's cart changes to that user's sockets (every tab) and nobody else's", async () => {
    const ashaTab1 = await open(asha)
    const ashaTab2 = await open(asha)
    const raviTab = await open(ravi)
    const product = await createProduct(t.db, { stock: 20 })
    await fill(asha, product, 3)
    for (const tab of [ashaTab1, ashaTab2]) {
      const e = await tab.waitFor((m) => m.type === 'cart.updated')
      expect(e).toEqual({ topic: `user:${asha.id}`, type: 'cart.updated', payload: { totalQuantity: 3 } })
    }
    // The badge figure counts the other lines too.
    await fill(asha, await createProduct(t.db, { stock: 20 }), 2)
    await ashaTab1.waitFor((m) => m.type === 'cart.updated' && m.payload?.totalQuantity === 5)
    await barrier(t.db, raviTab, `user:${ravi.id}`)
    expect(raviTab.events()).toEqual([])
    expect(outsideCatalogue(ashaTab1)).toEqual([])
  })

  it('tells the shopper and the admins about a new order and its status changes, and no one else', async () => {
    const ashaTab = await open(asha)
    const raviTab = await open(ravi)
    const adminTab = await open(boss)
    const product = await createProduct(t.db, { stock: 20, price: 4000 })
    await fill(asha, product, 2)
    const placed = await order(asha)
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json().id as string

    const created = await ashaTab.waitFor((m) => m.type === 'order.created')
    expect(created).toMatchObject({ topic: `user:${asha.id}`, payload: { orderId, status: 'pending' } })
    await ashaTab.waitFor((m) => m.type === 'cart.updated' && m.payload?.totalQuantity === 0)
    await ashaTab.waitFor((m) => m.type === 'notification.created')
    const adminSaw = await adminTab.waitFor((m) => m.topic === 'admin:orders' && m.type === 'order.created')
    expect(adminSaw.payload).toMatchObject({ orderId })

    await changeOrderStatus(t.db, { orderId, status: 'confirmed', changedBy: boss.id })
    const updated = await ashaTab.waitFor((m) => m.type === 'order.updated')
    expect(updated).toMatchObject({ topic: `user:${asha.id}`, payload: { orderId, status: 'confirmed' } })
    const notices = () => ashaTab.events().filter((m) => m.type === 'notification.created')
    await ashaTab.waitFor(() => notices().length === 2)
    expect(notices().every((m) => m.topic === `user:${asha.id}`)).toBe(true)
    await adminTab.waitFor((m) => m.topic === 'admin:orders' && m.type === 'order.updated')

    // Staff assign the delivery partner: the shopper's tracking and the admins hear it live.
    const partner = { name: 'Ravi Kumar', phone: '9830012345' }
    await assignOrderDeliveryPartner(t.db, { orderId, partner, changedBy: boss.id })
    const assigned = await ashaTab.waitFor((m) => m.type === 'order.partner_assigned')
    expect(assigned).toMatchObject({
      topic: `user:${asha.id}`,
      payload: { orderId, deliveryPersonName: 'Ravi Kumar' },
    })
    await adminTab.waitFor((m) => m.topic === 'admin:orders' && m.type === 'order.partner_assigned')

    await barrier(t.db, raviTab, `user:${ravi.id}`)
    await barrier(t.db, ashaTab, `user:${asha.id}`)
    await barrier(t.db, adminTab, `user:${boss.id}`)
    expect(raviTab.events()).toEqual([])
    // A customer never hears admin:orders, an admin hears their own topic and admin:orders only.
    expect(topics(ashaTab)).toEqual(new Set([`user:${asha.id}`]))
    expect(
      [...topics(adminTab)].every((topic) => topic === 'admin:orders' || topic === `user:${boss.id}`),
    ).toBe(true)
    expect([...outsideCatalogue(ashaTab), ...outsideCatalogue(adminTab)]).toEqual([])
  })

  it('tells a page whose order changed between reading it and subscribing that it may have missed an event (ADR 061)', async () => {
    const meera = await signIn(t, 'meera')
    const product = await createProduct(t.db, { stock: 20 })
    await fill(meera, product, 1)
    const placed = await order(meera)
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json().id as string
    // This instance is LISTENing (another tab of hers is open), and has been for a while.
    const otherTab = await open(meera)
    await new Promise((r) => setTimeout(r, 300))

    // The tracking page loads: it reads the order, then its socket takes a while to subscribe,
    // and staff confirm the order meanwhile.
    const pageOpened = performance.now()
    expect((await call(t, 'GET', `/orders/${orderId}`, meera)).json().status).toBe('pending')
    await changeOrderStatus(t.db, { orderId, status: 'confirmed', changedBy: boss.id })
    await otherTab.waitFor((m) => m.type === 'order.updated')
    const tab = await open(meera)
    await barrier(t.db, tab, `user:${meera.id}`)

    // The event itself never reaches the late socket, but its ready says that the user's topic
    // was not quiet for the page's whole life: the page asks for the order again and sees it.
    expect(tab.events().filter((m) => m.type === 'order.updated')).toEqual([])
    const ready = tab.messages.find((m) => m.type === 'ready') as { quietMs?: number }
    expect(ready.quietMs).toBeLessThan(performance.now() - pageOpened)
    expect((await call(t, 'GET', `/orders/${orderId}`, meera)).json().status).toBe('confirmed')

    // Someone to whom nothing happened meanwhile hears a quiet longer than the page has been open.
    const kiran = await signIn(t, 'kiran')
    await new Promise((r) => setTimeout(r, 300))
    const quietPageOpened = performance.now()
    expect((await call(t, 'GET', '/cart', kiran)).statusCode).toBe(200)
    const quietTab = await open(kiran)
    const quietReady = quietTab.messages.find((m) => m.type === 'ready') as { quietMs?: number }
    expect(quietReady.quietMs).toBeGreaterThanOrEqual(Math.floor(performance.now() - quietPageOpened))
  })

  it('ignores what a client asks to subscribe to, answering only heartbeats', async () => {
    const ashaTab = await open(asha)
    ashaTab.send(JSON.stringify({ type: 'subscribe', topic: `user:${ravi.id}` }))
    ashaTab.send(JSON.stringify({ type: 'subscribe', topic: 'admin:orders' }))
    ashaTab.send('{"type":"ping"}')
    await ashaTab.waitFor((m) => m.type === 'pong')
    await fill(ravi, await createProduct(t.db), 1)
    const product = await createProduct(t.db, { stock: 5 })
    await fill(ravi, product, 1)
    await order(ravi)
    await barrier(t.db, ashaTab, `user:${asha.id}`)
    expect(ashaTab.events()).toEqual([])
  })

  it('never delivers an event whose transaction rolled back', async () => {
    const ashaTab = await open(asha)
    await t.db
      .transaction(async (tx) => {
        await publish(tx, { topic: `user:${asha.id}`, type: 'cart.updated', payload: { totalQuantity: 1 } })
        throw new Error('changed my mind')
      })
      .catch(() => {})
    await publish(t.db, { topic: `user:${asha.id}`, type: 'cart.updated', payload: { totalQuantity: 2 } })
    await ashaTab.waitFor((m) => m.type === 'cart.updated')
    await barrier(t.db, ashaTab, `user:${asha.id}`)
    expect(ashaTab.events().map((e) => e.payload)).toEqual([{ totalQuantity: 2 }])
  })

  it('tells only the winner when two shoppers race for the last place in a slot', async () => {
    const lastPlace = await createSlot(t.db, { maxOrders: 1, startTime: '17:00', endTime: '19:00' })
    const ashaTab = await open(asha)
    const raviTab = await open(ravi)
    const adminTab = await open(boss)
    const product = await createProduct(t.db, { stock: 10 })
    await fill(asha, product, 1)
    await fill(ravi, product, 1)
    const results = await Promise.all([order(asha, lastPlace), order(ravi, lastPlace)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const [winnerTab, loserTab] = results[0]!.statusCode === 201 ? [ashaTab, raviTab] : [raviTab, ashaTab]
    await winnerTab.waitFor((m) => m.type === 'order.created')
    await adminTab.waitFor((m) => m.type === 'order.created')
    const loser = winnerTab === ashaTab ? ravi : asha
    await barrier(t.db, loserTab, `user:${loser.id}`)
    await barrier(t.db, adminTab, `user:${boss.id}`)
    const isOrderEvent = (e: ReceivedEvent) =>
      e.type.startsWith('order.') || e.type.startsWith('notification.')
    expect(loserTab.events().filter(isOrderEvent)).toEqual([])
    expect(adminTab.events().filter((e) => e.type === 'order.created')).toHaveLength(1)
  })

  it('heartbeats every socket: a protocol ping and a {type:"ping"} message', async () => {
    const ashaTab = await open(asha)
    await t.app.realtime.heartbeat()
    // The protocol ping goes out before the message on the same socket, so it is in by now.
    await ashaTab.waitFor((m) => m.type === 'ping')
    expect(ashaTab.pings).toBe(1)
  })

  it('closes the sockets of a session that signed out, and refuses it afterwards', async () => {
    const meera = await signIn(t, 'meera')
    const meeraTab = await open(meera)
    const signedOut = await authPost(t, '/sign-out', {}, { cookie: meera.cookie })
    expect(signedOut.statusCode).toBe(200)
    await t.app.realtime.heartbeat()
    expect(await meeraTab.closed).toBe(SESSION_ENDED_CLOSE_CODE)
    await expect(connect(baseUrl, meera.cookie)).rejects.toThrow('refused 401')
  })

  it('drops admin:orders when the admin role is taken away', async () => {
    const chief = await signIn(t, 'chief')
    await grantAdmin(t.db, chief.id)
    const chiefTab = await open(chief)
    await revokeAdmin(t.db, chief.id)
    await t.app.realtime.heartbeat()
    await fill(ravi, await createProduct(t.db), 1)
    await order(ravi)
    await fill(chief, await createProduct(t.db), 2)
    await chiefTab.waitFor((m) => m.type === 'cart.updated')
    await barrier(t.db, chiefTab, `user:${chief.id}`)
    expect(chiefTab.events().filter((e) => e.topic === 'admin:orders')).toEqual([])
  })
})

describe.runIf(onPostgres)('realtime across server instances on one PostgreSQL', () => {
  let one: TestApp
  let two: Awaited<ReturnType<typeof buildApp>>
  let twoDatabase: ReturnType<typeof postgresDatabase>
  let locationId: string
  let slotId: string
  beforeAll(async () => {
    one = await createTestApp()
    twoDatabase = postgresDatabase(one.database.connectionString!, 5)
    two = await buildApp({
      config: one.config,
      database: twoDatabase,
      logger: false,
      clientDir: join(one.dataDir, 'no-client'),
    })
    await two.ready()
    ;({ locationId, slotId } = await checkoutSetup(one.db))
  })
  /** Instance 2 listens on a port of its own, started by whichever test needs it first. */
  let twoUrl: Promise<string> | undefined
  const listenOnce = (app: typeof two) => {
    twoUrl ??= listen({ app })
    return twoUrl
  }
  afterAll(async () => {
    await two.close()
    await twoDatabase.close()
    await one.close()
  })

  it('a status change made through instance 1 reaches a socket connected to instance 2', async () => {
    const asha = await signIn(one, 'asha')
    const product = await createProduct(one.db, { stock: 5 })
    await call(one, 'PUT', `/cart/items/${product}`, asha, { quantity: 1 })
    const placed = await call(
      one,
      'POST',
      '/orders',
      asha,
      {
        addressId: await createAddress(one.db, asha.id, locationId),
        locationId,
        slotId,
        paymentMethod: 'cod',
      },
      { 'idempotency-key': newKey() },
    )
    expect(placed.statusCode).toBe(201)
    const baseUrl = await listenOnce(two)
    const tab = await connect(baseUrl, asha.cookie)
    await changeOrderStatus(one.db, { orderId: placed.json().id, status: 'confirmed', changedBy: null })
    const e = await tab.waitFor((m) => m.type === 'order.updated')
    expect(e.payload).toMatchObject({ orderId: placed.json().id, status: 'confirmed' })
    tab.close()
  })

  it('tells a socket on instance 2 that an order changed through instance 1 after its page read it (ADR 061)', async () => {
    const asha = await signIn(one, 'asha')
    await call(one, 'PUT', `/cart/items/${await createProduct(one.db, { stock: 5 })}`, asha, { quantity: 1 })
    const placed = await call(
      one,
      'POST',
      '/orders',
      asha,
      {
        addressId: await createAddress(one.db, asha.id, locationId),
        locationId,
        slotId,
        paymentMethod: 'cod',
      },
      { 'idempotency-key': newKey() },
    )
    const orderId = placed.json().id as string
    const baseUrl = await listenOnce(two)
    // Instance 2 has been LISTENing for a while (another tab of hers is open there).
    const otherTab = await connect(baseUrl, asha.cookie)
    await new Promise((r) => setTimeout(r, 300))

    // The page is drawn by instance 1, its socket lands on instance 2 after staff moved the order.
    const pageOpened = performance.now()
    expect((await call(one, 'GET', `/orders/${orderId}`, asha)).json().status).toBe('pending')
    await changeOrderStatus(one.db, { orderId, status: 'confirmed', changedBy: null })
    await otherTab.waitFor((m) => m.type === 'order.updated')
    const tab = await connect(baseUrl, asha.cookie)
    const ready = tab.messages.find((m) => m.type === 'ready') as { quietMs?: number }
    expect(ready.quietMs).toBeLessThan(performance.now() - pageOpened)
    expect(tab.events()).toEqual([])

    // A shopper of the same instances to whom nothing happened: a quiet longer than the page.
    const ravi = await signIn(one, 'ravi-quiet')
    await new Promise((r) => setTimeout(r, 300))
    const quietPageOpened = performance.now()
    expect((await call(one, 'GET', '/cart', ravi)).statusCode).toBe(200)
    const quietTab = await connect(baseUrl, ravi.cookie)
    const quietReady = quietTab.messages.find((m) => m.type === 'ready') as { quietMs?: number }
    expect(quietReady.quietMs).toBeGreaterThanOrEqual(Math.floor(performance.now() - quietPageOpened))
    for (const socket of [otherTab, tab, quietTab]) socket.close()
  })

  it('gets its LISTEN back after losing the connection, tells sockets to resync, and delivers again', async () => {
    const ravi = await signIn(one, 'ravi')
    const baseUrl = await listenOnce(two)
    const tab = await connect(baseUrl, ravi.cookie)
    await twoDatabase.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'freshcart-realtime' AND pid <> pg_backend_pid()`,
    )
    await tab.waitFor((m) => m.type === 'resync', 10_000)
    await publish(one.db, { topic: `user:${ravi.id}`, type: 'cart.updated', payload: { totalQuantity: 7 } })
    await tab.waitFor((m) => m.type === 'cart.updated' && m.payload?.totalQuantity === 7)
    tab.close()
  })
})

describe('realtime on shutdown', () => {
  it('closes live sockets when the app closes, so nothing keeps the process alive', async () => {
    const t = await createTestApp()
    const baseUrl = await listen(t)
    const asha = await signIn(t, 'asha')
    const tab = await connect(baseUrl, asha.cookie)
    const started = performance.now()
    await t.close()
    expect(await tab.closed).toBe(1001)
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
