import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, queryRows } from '#server/db/database.ts'
import { addresses, cartItems, orderItems, orders } from '#server/db/schema.ts'
import { cancelUserOrder } from '#server/modules/orders/order-service.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import {
  createLocation,
  createProduct,
  createSlot,
  createUsers,
  newKey,
  slotOrders,
  stockOf,
} from './checkout-fixtures.ts'
import { placeOrder, SLOT_FULL_MESSAGE } from './checkout-service.ts'

// The correctness properties of ARCHITECTURE.md under load: many checkouts at once, straight
// into the service (on PostgreSQL through a pool of 20 connections, so they really overlap).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

type Outcome =
  | { ok: true; orderId: string; created: boolean }
  | { ok: false; status: number; message: string }

describe('checkout under concurrency', () => {
  let database: Database
  let db: Db
  let locationId: string

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
    locationId = await createLocation(db)
  })
  afterAll(async () => {
    await database.close()
  })

  /** n shoppers with an address each and the given cart lines. */
  async function shoppers(n: number, cart: (i: number) => [productId: string, quantity: number][]) {
    const userIds = await createUsers(db, n)
    const rows = await db
      .insert(addresses)
      .values(
        userIds.map((userId) => ({
          userId,
          title: 'Home',
          recipientName: 'Ravi Kumar',
          phone: '9123456780',
          addressLine1: '1 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
          locationId,
        })),
      )
      .returning({ userId: addresses.userId, id: addresses.id })
    const lines = userIds.flatMap((userId, i) =>
      cart(i).map(([productId, quantity]) => ({ userId, productId, quantity })),
    )
    if (lines.length > 0) await db.insert(cartItems).values(lines)
    const addressOf = new Map(rows.map((r) => [r.userId, r.id]))
    return userIds.map((userId) => ({ userId, addressId: addressOf.get(userId)! }))
  }

  async function checkout(
    s: { userId: string; addressId: string },
    slotId: string,
    key = newKey(),
  ): Promise<Outcome> {
    try {
      const { order, created } = await placeOrder(db, {
        ...s,
        locationId,
        slotId,
        paymentMethod: 'cod',
        idempotencyKey: key,
      })
      return { ok: true, orderId: order.id, created }
    } catch (e) {
      const err = e as { statusCode?: number; message: string }
      if (!err.statusCode) throw e
      return { ok: false, status: err.statusCode, message: err.message }
    }
  }

  /** Resolves once a statement of this database waits for a lock. */
  async function someoneWaits() {
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
      if (row!.n > 0) return
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  const timed = async <T>(label: string, run: () => Promise<T>) => {
    const start = performance.now()
    const result = await run()
    console.log(`[${database.kind}] ${label}: ${Math.round(performance.now() - start)} ms`)
    return result
  }

  it('200 shoppers racing for a slot of 50 get exactly 50 orders; the rest hear the slot is full', async () => {
    const product = await createProduct(db, { stock: 1000 })
    const slotId = await createSlot(db, { maxOrders: 50 })
    const all = await shoppers(200, () => [[product, 1]])

    const outcomes = await timed('200 checkouts into a slot of 50', () =>
      Promise.all(all.map((s) => checkout(s, slotId))),
    )

    const placed = outcomes.filter((o) => o.ok)
    const refused = outcomes.filter((o) => !o.ok)
    console.log(`[${database.kind}] slot race: ${placed.length} placed, ${refused.length} refused`)
    expect(placed).toHaveLength(50)
    expect(refused).toHaveLength(150)
    expect(new Set(refused.map((o) => `${o.status} ${o.message}`))).toEqual(
      new Set([`409 ${SLOT_FULL_MESSAGE}`]),
    )
    expect(await slotOrders(db, slotId)).toBe(50)
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.deliverySlotId, slotId))) as [{ n: number }]
    expect(n).toBe(50)
    expect(await stockOf(db, product)).toBe(950)
    // The refused shoppers keep their carts.
    const carts = await db
      .select({ userId: cartItems.userId })
      .from(cartItems)
      .where(
        inArray(
          cartItems.userId,
          all.map((s) => s.userId),
        ),
      )
    expect(carts).toHaveLength(150)
  })

  it('many shoppers buying 1–3 of a product with stock 10 never oversell it', async () => {
    const product = await createProduct(db, { name: 'Alphonso Mango', stock: 10 })
    const slotId = await createSlot(db, { daysFromToday: 2, maxOrders: 500 })
    const quantities = Array.from({ length: 40 }, (_, i) => (i % 3) + 1)
    const all = await shoppers(40, (i) => [[product, quantities[i]!]])

    const outcomes = await timed('40 checkouts for a stock of 10', () =>
      Promise.all(all.map((s) => checkout(s, slotId))),
    )

    const sold = outcomes.reduce((sum, o, i) => sum + (o.ok ? quantities[i]! : 0), 0)
    const stock = await stockOf(db, product)
    console.log(
      `[${database.kind}] stock race: sold ${sold}, left ${stock}, orders ${outcomes.filter((o) => o.ok).length}`,
    )
    expect(sold).toBeLessThanOrEqual(10)
    expect(stock).toBeGreaterThanOrEqual(0)
    expect(stock + sold).toBe(10)
    const [{ total }] = (await db
      .select({ total: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product))) as [{ total: number }]
    expect(total).toBe(sold)
    // Shoppers refused while one was left asked for more than one, and were told so.
    for (const o of outcomes) {
      if (!o.ok)
        expect(o.message).toMatch(/^(Only \d left of Alphonso Mango|Alphonso Mango is Out of Stock)$/)
    }
    // Greedy: once refused for lack of stock, nobody could have fitted what was left.
    const smallestRefused = Math.min(...outcomes.flatMap((o, i) => (o.ok ? [] : [quantities[i]!])))
    expect(stock).toBeLessThan(smallestRefused)
  })

  it('the same Idempotency-Key sent 20 times at once makes one order', async () => {
    const product = await createProduct(db, { stock: 50 })
    const slotId = await createSlot(db, { daysFromToday: 3, maxOrders: 50 })
    const [s] = await shoppers(1, () => [[product, 2]])
    const key = newKey()

    const outcomes = await timed('20 requests with one key', () =>
      Promise.all(Array.from({ length: 20 }, () => checkout(s!, slotId, key))),
    )

    expect(outcomes.every((o) => o.ok)).toBe(true)
    const ids = new Set(outcomes.map((o) => (o.ok ? o.orderId : '')))
    expect(ids.size).toBe(1)
    expect(outcomes.filter((o) => o.ok && o.created)).toHaveLength(1)
    expect(await stockOf(db, product)).toBe(48)
    expect(await slotOrders(db, slotId)).toBe(1)
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, s!.userId))
    expect(rows).toHaveLength(1)
  })

  // A repeat of a key whose first order is being placed meanwhile, held open on a connection
  // of its own so that the repeat's statements meet it at a chosen point (PostgreSQL only:
  // PGlite runs one transaction at a time). The first order is a copy of a placed one.
  describe.runIf(onPostgres)('a repeat of a key meeting the first order', () => {
    async function firstOrderHeldOpen(s: { userId: string; addressId: string }, slotId: string, key: string) {
      const template = await checkout(s, slotId)
      if (!template.ok) throw new Error('setup order failed')
      const client = await database.pool!.connect()
      await client.query('BEGIN')
      await client.query(
        'CREATE TEMP TABLE first_order ON COMMIT DROP AS SELECT * FROM orders WHERE id = $1',
        [template.orderId],
      )
      const { rows } = await client.query<{ id: string }>(
        `UPDATE first_order SET id = gen_random_uuid(), order_number = 'ORD-' || nextval('order_number_seq'),
           idempotency_key = $1 RETURNING id`,
        [key],
      )
      await client.query('INSERT INTO orders SELECT * FROM first_order')
      return { client, firstId: rows[0]!.id }
    }

    it('the repeat whose write waited for the cart rows the first took out answers the first order', async () => {
      const product = await createProduct(db, { stock: 50 })
      const slotId = await createSlot(db, { daysFromToday: 5, maxOrders: 50 })
      const [s] = await shoppers(1, () => [[product, 1]])
      const key = newKey()
      const { client, firstId } = await firstOrderHeldOpen(s!, slotId, key)
      await db.insert(cartItems).values({ userId: s!.userId, productId: product, quantity: 2 })
      // The first takes the cart out; the repeat read the cart before that commits, and its
      // write waits for those rows.
      await client.query('DELETE FROM cart_items WHERE user_id = $1', [s!.userId])
      const repeat = checkout(s!, slotId, key)
      await someoneWaits()
      await client.query('COMMIT')
      client.release()

      expect(await repeat).toEqual({ ok: true, orderId: firstId, created: false })
      expect(await stockOf(db, product)).toBe(49)
    })

    it('the repeat that placed a cart filled again meanwhile answers the first order and keeps the cart', async () => {
      const product = await createProduct(db, { stock: 50 })
      const slotId = await createSlot(db, { daysFromToday: 6, maxOrders: 50 })
      const [s] = await shoppers(1, () => [[product, 1]])
      const key = newKey()
      const { client, firstId } = await firstOrderHeldOpen(s!, slotId, key)
      // The cart filled again, which the repeat takes out and places: its order then meets the
      // first's key in the unique index, which waits for the first to commit.
      await db.insert(cartItems).values({ userId: s!.userId, productId: product, quantity: 3 })
      const repeat = checkout(s!, slotId, key)
      await someoneWaits()
      await client.query('COMMIT')
      client.release()

      expect(await repeat).toEqual({ ok: true, orderId: firstId, created: false })
      // The repeat rolled back: the cart is still there, nothing sold, the slot not counted.
      const cart = await db.select().from(cartItems).where(eq(cartItems.userId, s!.userId))
      expect(cart.map((c) => c.quantity)).toEqual([3])
      expect(await stockOf(db, product)).toBe(49)
      expect(await slotOrders(db, slotId)).toBe(1)
    })
  })

  // The read locks nothing: the write finds the cart rows again under their locks and writes
  // nothing when they changed since the read (ADR 064). PostgreSQL only, for the same reason.
  it.runIf(onPostgres)(
    'a cart changed between the read and the write is read again and placed as it now is',
    async () => {
      const a = await createProduct(db, { stock: 50 })
      const b = await createProduct(db, { stock: 50 })
      const slotId = await createSlot(db, { daysFromToday: 7, maxOrders: 50 })
      const [s] = await shoppers(1, () => [[a, 1]])
      // Another tab changes the cart (quantity 1 -> 4, and a second product) and holds it open.
      const client = await database.pool!.connect()
      await client.query('BEGIN')
      await client.query('UPDATE cart_items SET quantity = 4 WHERE user_id = $1', [s!.userId])
      await client.query('INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, 2)', [
        s!.userId,
        b,
      ])
      const placing = checkout(s!, slotId)
      // The checkout read the old cart (one of a); its write waits for the changed row.
      await someoneWaits()
      await client.query('COMMIT')
      client.release()

      const outcome = await placing
      if (!outcome.ok) throw new Error(`refused: ${outcome.message}`)
      const items = await db
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, outcome.orderId))
      expect(new Map(items.map((i) => [i.productId, i.quantity]))).toEqual(
        new Map([
          [a, 4],
          [b, 2],
        ]),
      )
      expect(await stockOf(db, a)).toBe(46)
      expect(await stockOf(db, b)).toBe(48)
      expect(await slotOrders(db, slotId)).toBe(1)
      expect(await db.select().from(cartItems).where(eq(cartItems.userId, s!.userId))).toEqual([])
    },
  )

  it('checkouts and cancels of two-product orders running together neither deadlock nor lose stock', async () => {
    const a = await createProduct(db, { stock: 500 })
    const b = await createProduct(db, { stock: 500 })
    const slotId = await createSlot(db, { daysFromToday: 4, maxOrders: 500 })
    // Carts list the products in both orders; locks are still taken by id.
    const first = await shoppers(30, (i) =>
      i % 2
        ? [
            [a, 2],
            [b, 1],
          ]
        : [
            [b, 3],
            [a, 1],
          ],
    )
    const placedFirst = await Promise.all(first.map((s) => checkout(s, slotId)))
    const second = await shoppers(60, (i) =>
      i % 2
        ? [
            [a, 1],
            [b, 2],
          ]
        : [
            [b, 1],
            [a, 1],
          ],
    )

    const results = await timed('60 checkouts racing 30 cancels', () =>
      Promise.all([
        ...second.map((s) => checkout(s, slotId)),
        ...placedFirst.map(async (o, i) => {
          if (!o.ok) throw new Error('setup order failed')
          await cancelUserOrder(db, first[i]!.userId, o.orderId)
          return { ok: true, orderId: o.orderId, created: false } as Outcome
        }),
      ]),
    )
    expect(results.every((o) => o.ok)).toBe(true)

    const live = await db
      .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.deliverySlotId, slotId), ne(orders.status, 'cancelled')))
      .groupBy(orderItems.productId)
    const soldOf = (id: string) => live.find((r) => r.productId === id)?.qty ?? 0
    expect(await stockOf(db, a)).toBe(500 - soldOf(a))
    expect(await stockOf(db, b)).toBe(500 - soldOf(b))
    expect(soldOf(a)).toBe(60)
    expect(soldOf(b)).toBe(90)
    expect(await slotOrders(db, slotId)).toBe(60)
  })
})
