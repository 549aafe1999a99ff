import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { authPost, GOOD_PASSWORD, signUpVerified } from './auth-test-helpers.ts'
import {
  backoffSeconds,
  FAILURE_MEMORY_SECONDS,
  recordSignInFailure,
  signInRetryAfter,
} from './sign-in-throttle.ts'

describe('sign-in throttling', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('grows the delay after the free failures and caps it at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffSeconds(n, 'account'))).toEqual([0, 0, 2, 4, 8, 16])
    expect(backoffSeconds(9, 'address')).toBe(0)
    expect(backoffSeconds(10, 'address')).toBe(2)
    expect(backoffSeconds(40, 'account')).toBe(900)
  })

  it('locks an account after repeated wrong passwords, even against the right one, then lets it in', async () => {
    const email = 'guessed@example.com'
    await signUpVerified(t, email)
    const ip = '10.2.0.1'
    for (let i = 0; i < 3; i++) {
      const res = await authPost(t, '/sign-in/email', { email, password: `Wrong${i}pass` }, { ip })
      expect(res.statusCode).toBe(401)
    }
    const locked = await authPost(t, '/sign-in/email', { email, password: GOOD_PASSWORD }, { ip })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe('2')
    expect(locked.json().error.code).toBe('RATE_LIMITED')
    expect(locked.json().error.message).toMatch(/rate limit/)

    // Another address is held back too: the counter belongs to the account.
    const elsewhere = await authPost(
      t,
      '/sign-in/email',
      { email, password: GOOD_PASSWORD },
      { ip: '10.2.0.2' },
    )
    expect(elsewhere.statusCode).toBe(429)

    await new Promise((resolve) => setTimeout(resolve, 2100))
    const ok = await authPost(t, '/sign-in/email', { email, password: GOOD_PASSWORD }, { ip })
    expect(ok.statusCode).toBe(200)
    // A correct password cleared the account's counter: the next typo is an ordinary 401.
    const typo = await authPost(t, '/sign-in/email', { email, password: 'Wrong9pass' }, { ip })
    expect(typo.statusCode).toBe(401)
  })

  it('slows down one address guessing across many accounts', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < 10; i++) {
      const res = await authPost(
        t,
        '/sign-in/email',
        { email: `user${i}@example.com`, password: 'Wrong1pass' },
        { ip },
      )
      expect(res.statusCode).toBe(401)
    }
    const next = await authPost(
      t,
      '/sign-in/email',
      { email: 'user99@example.com', password: 'Wrong1pass' },
      { ip },
    )
    expect(next.statusCode).toBe(429)
    const other = await authPost(
      t,
      '/sign-in/email',
      { email: 'user99@example.com', password: 'Wrong1pass' },
      { ip: '10.3.0.2' },
    )
    expect(other.statusCode).toBe(401)
  })

  it('forgets failures after a quiet spell', async () => {
    const attempt = { email: 'quiet@example.com', ip: null }
    const start = Date.now() - 2 * FAILURE_MEMORY_SECONDS * 1000
    for (let i = 0; i < 5; i++) await recordSignInFailure(t.db, attempt, start)
    expect(await signInRetryAfter(t.db, attempt, start)).toBeGreaterThan(0)
    expect(await signInRetryAfter(t.db, attempt)).toBe(0)
    // The next failure starts a new count instead of adding to the old one.
    await recordSignInFailure(t.db, attempt)
    expect(await signInRetryAfter(t.db, attempt)).toBe(0)
  })

  it("answers better-auth's per-address limit with 429 and 'rate limit' wording", async () => {
    const ip = '10.4.0.1'
    for (let i = 0; i < 10; i++) {
      const res = await authPost(
        t,
        '/sign-up/email',
        { email: `flood${i}@example.com`, password: 'weak' },
        { ip },
      )
      expect(res.statusCode).toBe(400)
    }
    const res = await authPost(
      t,
      '/sign-up/email',
      { email: 'flood@example.com', password: GOOD_PASSWORD },
      { ip },
    )
    expect(res.statusCode).toBe(429)
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/rate limit/),
    })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})
