import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
