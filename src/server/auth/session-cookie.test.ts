import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems, orders, sessions, users } from '#server/db/schema.ts'
import { createProduct } from '#server/modules/checkout/checkout-fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { signUpVerified } from './auth-test-helpers.ts'

describe('one-query session lookup from the signed cookie', () => {
  let t: TestApp
  let cookie: string
  let token: string

  beforeAll(async () => {
    t = await createTestApp()
    cookie = await signUpVerified(t, 'meera@example.com')
    const raw = /freshcart\.session_token=([^;]+)/.exec(cookie)![1]!
    token = decodeURIComponent(raw).split('.')[0]!
  })
  afterAll(async () => {
    await t.close()
  })

  const read = (header: string | undefined) => t.app.readSessionCookie(header)
  const me = (header: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: header } })

  it('finds the signed-in user', async () => {
    expect(await read(cookie)).toMatchObject({ email: 'meera@example.com', emailVerified: true })
    expect((await me(cookie)).json()).toMatchObject({ user: { email: 'meera@example.com' } })
  })

  it('knows a visitor without asking the database', async () => {
    expect(await read(undefined)).toBeNull()
    expect(await read('theme=dark')).toBeNull()
  })

  it('never trusts a token whose signature does not match', async () => {
    const forged = `freshcart.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`
    expect(await read(forged)).toBeUndefined()
    expect((await me(forged)).statusCode).toBe(401)
    const unsigned = `freshcart.session_token=${token}`
    expect(await read(unsigned)).toBeUndefined()
    expect((await me(unsigned)).statusCode).toBe(401)
  })

  it('leaves a session due for its expiry refresh, or expired, to better-auth', async () => {
    await t.db.execute(
      sql`UPDATE sessions SET expires_at = now() + interval '20 days' WHERE token = ${token}`,
    )
    expect(await read(cookie)).toBeUndefined()
    // better-auth refreshes it: the expiry moves back to 30 days and the fast path takes over again.
    expect((await me(cookie)).statusCode).toBe(200)
    expect(await read(cookie)).toMatchObject({ email: 'meera@example.com' })

    await t.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token = ${token}`,
    )
    expect(await read(cookie)).toBeUndefined()
    expect((await me(cookie)).statusCode).toBe(401)
  })
})

// The cart's quantity and Place Order look the session up inside their own statement
// (auth/shopper.ts, ADR 053); they must follow the same rules as the lookup above.
describe('writes that look the session up themselves', () => {
  let t: TestApp
  let cookie: string
  let token: string
  let userId: string

  beforeAll(async () => {
    t = await createTestApp()
    cookie = await signUpVerified(t, 'kavya@example.com', '10.78.0.1')
    token = decodeURIComponent(/freshcart\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'kavya@example.com'))
    userId = user!.id
  })
  afterAll(async () => {
    await t.close()
  })

  const put = (header: string, productId: string, quantity: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${productId}`,
      headers: { cookie: header },
      payload: { quantity },
    })
  const quantityInCart = async (productId: string) => {
    const [row] = await t.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    return row?.quantity ?? 0
  }
  const setExpiry = (interval: string) =>
    t.db.execute(sql`UPDATE sessions SET expires_at = now() + ${interval}::interval WHERE token = ${token}`)

  it('writes for a fresh session, and for one due for its refresh after better-auth refreshed it', async () => {
    const p = await createProduct(t.db, { stock: 10 })
    expect((await put(cookie, p, 2)).statusCode).toBe(200)
    expect(await quantityInCart(p)).toBe(2)

    await setExpiry('20 days')
    expect((await put(cookie, p, 3)).statusCode).toBe(200)
    expect(await quantityInCart(p)).toBe(3)
    const [session] = await t.db
      .select({ days: sql<number>`extract(epoch FROM expires_at - now()) / 86400` })
      .from(sessions)
      .where(eq(sessions.token, token))
    expect(Number(session!.days)).toBeGreaterThan(29)
  })

  it('answers 401 and writes nothing for a forged, expired or signed-out session', async () => {
    const p = await createProduct(t.db, { stock: 10 })
    expect((await put(cookie, p, 1)).statusCode).toBe(200)
    const forged = `freshcart.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`
    const order = (header: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: header, 'idempotency-key': `session-test-${Date.now()}` },
        payload: { addressId: randomUUID(), slotId: randomUUID(), paymentMethod: 'cod' },
      })
    expect((await put(forged, p, 4)).statusCode).toBe(401)
    expect((await order(forged)).statusCode).toBe(401)

    await setExpiry('-1 minute')
    expect((await put(cookie, p, 5)).statusCode).toBe(401)
    expect((await order(cookie)).statusCode).toBe(401)

    // Signed out elsewhere (better-auth may have deleted the expired row already).
    await t.db.delete(sessions).where(eq(sessions.token, token))
    expect((await put(cookie, p, 7)).statusCode).toBe(401)
    expect((await order(cookie)).statusCode).toBe(401)

    expect(await quantityInCart(p)).toBe(1)
    const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
    expect(placed).toEqual([])
  })
})
