import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users, verifications } from '#server/db/schema.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import { PASSWORD_RESET_EXPIRES_IN } from './auth.ts'
import {
  authPost,
  cookieHeader,
  freshTestIp,
  GOOD_PASSWORD,
  getMe,
  lastMailTo,
  signUpVerified,
} from './auth-test-helpers.ts'
import { AUTH_ENDPOINTS } from './fastify-bridge.ts'

const NEW_PASSWORD = 'Fresh2Basket'

describe('auth endpoints, password reset and change (issue 9 item 10, issue 10 item 5)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const signIn = (email: string, password: string) =>
    authPost(t, '/sign-in/email', { email, password }, { ip: freshTestIp() })

  it('answers 404 for every better-auth endpoint the store does not use (update-user, list-sessions, …)', async () => {
    const cookie = await signUpVerified(t, 'probe@example.com')
    const mounted = new Set(AUTH_ENDPOINTS.map(([method, path]) => `${method} ${path}`))
    const endpoints = Object.values(
      t.app.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
    )
    let probed = 0
    for (const endpoint of endpoints) {
      const path = endpoint.path
      if (!path || path.includes(':')) continue
      const methods = [endpoint.options?.method]
        .flat()
        .filter((m): m is string => m === 'GET' || m === 'POST')
      for (const method of methods) {
        if (mounted.has(`${method} ${path}`)) continue
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api/auth${path}`,
          headers: { cookie, origin: TEST_ORIGIN },
          ...(method === 'POST' ? { payload: {} } : {}),
        })
        expect({ path, status: res.statusCode }).toEqual({ path, status: 404 })
        expect(res.json().error.code).toBe('NOT_FOUND')
        probed += 1
      }
    }
    expect(probed).toBeGreaterThan(10)

    const hostile = await authPost(t, '/update-user', { name: 'x'.repeat(1_000_000) }, { cookie })
    expect(hostile.statusCode).toBe(404)
    const sessionsList = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie },
    })
    expect(sessionsList.statusCode).toBe(404)
    expect(sessionsList.body).not.toMatch(/token/i)
  })

  it('mails a one-use reset link valid for an hour; resetting signs out every session', async () => {
    const email = 'forgetful@example.com'
    await signUpVerified(t, email)
    const phone = cookieHeader(await signIn(email, GOOD_PASSWORD))
    const laptop = cookieHeader(await signIn(email, GOOD_PASSWORD))
    expect((await getMe(t, phone)).statusCode).toBe(200)

    const asked = await authPost(t, '/request-password-reset', { email: ' Forgetful@Example.com ' })
    expect(asked.statusCode).toBe(200)
    const mail = lastMailTo(t.dataDir, email)!
    expect(mail.subject).toBe('Reset your FreshCart password')
    expect(mail.text).toContain('expires in 1 hour')
    const link = new URL(mail.links[0]!)
    expect(link.origin + link.pathname).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/]+$/)

    // The token lives for an hour.
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'))
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - PASSWORD_RESET_EXPIRES_IN * 1000)).toBeLessThan(
      60_000,
    )

    // The link sends the browser to the store's reset page with the token.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(opened.statusCode).toBe(302)
    const landing = new URL(opened.headers.location as string, TEST_ORIGIN)
    expect(landing.pathname).toBe('/reset-password')
    const token = landing.searchParams.get('token')!
    expect(token).toBeTruthy()

    const weak = await authPost(t, '/reset-password', { token, newPassword: 'password' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.code).toBe('WEAK_PASSWORD')

    const reset = await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD })
    expect(reset.statusCode).toBe(200)
    expect((await getMe(t, phone)).statusCode).toBe(401)
    expect((await getMe(t, laptop)).statusCode).toBe(401)
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)

    // One use.
    const again = await authPost(t, '/reset-password', { token, newPassword: 'Another3Pass' })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('INVALID_TOKEN')
  })

  it('refuses an expired reset link', async () => {
    const email = 'late@example.com'
    await signUpVerified(t, email)
    await authPost(t, '/request-password-reset', { email })
    const link = new URL(lastMailTo(t.dataDir, email)!.links[0]!)
    const token = link.pathname.split('/').at(-1)!
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(new URL(opened.headers.location as string, TEST_ORIGIN).searchParams.get('error')).toBe(
      'INVALID_TOKEN',
    )
    const res = await authPost(t, '/reset-password', { token, newPassword: NEW_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  it('answers an unknown address like a known one and mails nobody', async () => {
    const res = await authPost(t, '/request-password-reset', { email: 'nobody@example.com' })
    expect(res.statusCode).toBe(200)
    expect(lastMailTo(t.dataDir, 'nobody@example.com')).toBeUndefined()
    const bad = await authPost(t, '/request-password-reset', { email: 'not an address' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Please enter a valid email address')
  })

  it('changes the password with the current one and signs out the other sessions', async () => {
    const email = 'changer@example.com'
    await signUpVerified(t, email)
    const here = cookieHeader(await signIn(email, GOOD_PASSWORD))
    const elsewhere = cookieHeader(await signIn(email, GOOD_PASSWORD))

    const visitor = await authPost(t, '/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(visitor.statusCode).toBe(401)
    const wrong = await authPost(
      t,
      '/change-password',
      { currentPassword: 'Wrong1pass', newPassword: NEW_PASSWORD },
      { cookie: here },
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD')
    const weak = await authPost(
      t,
      '/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
      { cookie: here },
    )
    expect(weak.json().error.code).toBe('WEAK_PASSWORD')

    // Even when the client asks to keep them, the other sessions end.
    const changed = await authPost(
      t,
      '/change-password',
      { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      { cookie: here },
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).not.toHaveProperty('token')
    const renewed = cookieHeader(changed)
    expect((await getMe(t, renewed)).statusCode).toBe(200)
    expect((await getMe(t, elsewhere)).statusCode).toBe(401)
    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1)
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200)
  })
})
