import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import {
  authPost,
  cookieHeader,
  GOOD_PASSWORD,
  getMe,
  lastMailTo,
  readOutbox,
  signUpVerified,
} from './auth-test-helpers.ts'

describe('accounts: sign-up, verification, sign-in, sign-out', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses a weak password on the server with a clear message', async () => {
    const res = await authPost(t, '/sign-up/email', { email: 'weak@example.com', password: 'password1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'WEAK_PASSWORD', message: 'Password must contain an uppercase letter' },
    })
    const short = await authPost(t, '/sign-up/email', { email: 'weak@example.com', password: 'Ab1' })
    expect(short.json().error.message).toBe('Password must be at least 8 characters')
    expect(lastMailTo(t.dataDir, 'weak@example.com')).toBeUndefined()
  })

  it('creates the account, mails a verification link and keeps sign-in closed until it is opened', async () => {
    const res = await authPost(t, '/sign-up/email', { email: '  Asha@Example.COM ', password: GOOD_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email: 'asha@example.com', emailVerified: false })
    expect(res.cookies).toEqual([])
    expect(res.body).not.toContain(GOOD_PASSWORD)

    const mail = lastMailTo(t.dataDir, 'asha@example.com')!
    expect(mail.subject).toBe('Confirm your email for FreshCart')
    expect(mail.html).toContain('FreshCart')
    expect(mail.links).toHaveLength(1)
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=%2F$/,
    )

    const early = await authPost(t, '/sign-in/email', { email: 'asha@example.com', password: GOOD_PASSWORD })
    expect(early.statusCode).toBe(403)
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED')
    expect(early.cookies).toEqual([])
    // The right password on an unverified account mails a fresh link.
    expect(readOutbox(t.dataDir).filter((m) => m.to === 'asha@example.com')).toHaveLength(2)
  })

  it('opening the link verifies the address, signs the user in and lands on the store', async () => {
    const link = new URL(lastMailTo(t.dataDir, 'asha@example.com')!.links[0]!)
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    const session = res.cookies.find((c) => c.name === 'freshcart.session_token')!
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(session.secure).toBeFalsy()

    const me = await getMe(t, cookieHeader(res))
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({
      user: { id: expect.any(String), name: '', email: 'asha@example.com', image: null, emailVerified: true },
      isAdmin: false,
    })
  })

  it('signs out, after which the cookie no longer opens /api/me', async () => {
    const signIn = await authPost(t, '/sign-in/email', { email: 'ASHA@example.com', password: GOOD_PASSWORD })
    expect(signIn.statusCode).toBe(200)
    const cookie = cookieHeader(signIn)
    expect((await getMe(t, cookie)).statusCode).toBe(200)
    // The token stays in the httpOnly cookie: no answer hands it to page scripts.
    expect(signIn.json()).not.toHaveProperty('token')
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
    expect(session.json()).toMatchObject({
      user: { email: 'asha@example.com' },
      session: { id: expect.any(String) },
    })
    expect(session.json().session).not.toHaveProperty('token')

    const out = await authPost(t, '/sign-out', {}, { cookie })
    expect(out.statusCode).toBe(200)
    const me = await getMe(t, cookie)
    expect(me.statusCode).toBe(401)
    expect(me.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } })
  })

  it('answers a wrong password with 401 and the generic credentials code', async () => {
    const res = await authPost(t, '/sign-in/email', { email: 'asha@example.com', password: 'Wrong1pass' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD')
    const unknown = await authPost(t, '/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Wrong1pass',
    })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD')
  })

  it("answers better-auth's other codes with the generic code of their status (one list of codes)", async () => {
    const res = await authPost(t, '/sign-in/email', { email: 'nobody@example.com' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('BAD_REQUEST')
    expect(res.json().error.message).toBeTruthy()
  })

  it('answers a second sign-up of a known address like a new one and tells the owner by mail', async () => {
    await signUpVerified(t, 'known@example.com')
    const again = await authPost(
      t,
      '/sign-up/email',
      { email: 'known@example.com', password: 'Other123x' },
      { ip: '10.1.1.1' },
    )
    expect(again.statusCode).toBe(200)
    expect(lastMailTo(t.dataDir, 'known@example.com')?.subject).toBe('You already have a FreshCart account')
    const old = await authPost(t, '/sign-in/email', { email: 'known@example.com', password: GOOD_PASSWORD })
    expect(old.statusCode).toBe(200)
  })
})

describe('accounts behind HTTPS', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in', TRUSTED_ORIGINS: TEST_ORIGIN })
  })
  afterAll(async () => {
    await t.close()
  })

  it('marks the session cookie Secure and links to the public address', async () => {
    await authPost(t, '/sign-up/email', { email: 'secure@example.com', password: GOOD_PASSWORD })
    const link = new URL(lastMailTo(t.dataDir, 'secure@example.com')!.links[0]!)
    expect(link.origin).toBe('https://shop.example.in')
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    const session = res.cookies.find((c) => c.name.endsWith('freshcart.session_token'))!
    expect(session).toMatchObject({ name: '__Secure-freshcart.session_token', secure: true, httpOnly: true })
  })

  it('refuses a cookie-carrying POST from an origin it does not trust', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'secure@example.com', password: GOOD_PASSWORD },
      headers: { origin: 'https://evil.example.com', cookie: 'freshcart.session_token=x' },
    })
    expect(res.statusCode).toBe(403)
  })
})
