import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { authPost, GOOD_PASSWORD, signUpVerified } from './auth-test-helpers.ts'
import {
  backoffSeconds,
  FAILURE_MEMORY_SECONDS,
  FREE_FAILURES,
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
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffSeconds(n))).toEqual([0, 0, 2, 4, 8, 16])
    expect(backoffSeconds(40)).toBe(900)
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

    // The 2 seconds pass: the account's last failure moves back in time instead of the test waiting.
    await t.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - 3000` })
      .where(like(rateLimits.key, `sign-in-failures:account:${email}`))
    const ok = await authPost(t, '/sign-in/email', { email, password: GOOD_PASSWORD }, { ip })
    expect(ok.statusCode).toBe(200)
    // A correct password cleared the account's counter: the next typo is an ordinary 401.
    const typo = await authPost(t, '/sign-in/email', { email, password: 'Wrong9pass' }, { ip })
    expect(typo.statusCode).toBe(401)
  })

  it("never refuses a correct password because of other accounts' failures at the same address", async () => {
    const ip = '10.3.0.1'
    const email = 'shares-a-carrier@example.com'
    await signUpVerified(t, email)
    // A busy carrier address: more failures on other accounts than its free budget.
    for (let i = 0; i <= FREE_FAILURES.address; i++) {
      await recordSignInFailure(t.db, { email: `user${i}@example.com`, ip })
    }
    const owner = await authPost(t, '/sign-in/email', { email, password: GOOD_PASSWORD }, { ip })
    expect(owner.statusCode).toBe(200)

    // From the busy address, one guess on an account starts that account's delay at once …
    const guessed = 'sprayed@example.com'
    await signUpVerified(t, guessed)
    const guess = await authPost(t, '/sign-in/email', { email: guessed, password: 'Wrong1pass' }, { ip })
    expect(guess.statusCode).toBe(401)
    const again = await authPost(t, '/sign-in/email', { email: guessed, password: 'Wrong2pass' }, { ip })
    expect(again.statusCode).toBe(429)
    expect(again.headers['retry-after']).toBe('2')
    // … while from a quiet address an account keeps its three free typos.
    const quietIp = '10.3.0.2'
    const typo = 'typo@example.com'
    await signUpVerified(t, typo)
    for (let i = 0; i < 2; i++) {
      const res = await authPost(
        t,
        '/sign-in/email',
        { email: typo, password: `Wrong${i}pass` },
        { ip: quietIp },
      )
      expect(res.statusCode).toBe(401)
    }
    const right = await authPost(
      t,
      '/sign-in/email',
      { email: typo, password: GOOD_PASSWORD },
      { ip: quietIp },
    )
    expect(right.statusCode).toBe(200)
  })

  it('does not count successful sign-ins against an address (many shoppers share one)', async () => {
    const ip = '10.5.0.1'
    const email = 'office@example.com'
    await signUpVerified(t, email)
    // main allowed 30 sign-ins per address in 15 minutes, successful or not.
    for (let i = 0; i < 35; i++) {
      const res = await authPost(t, '/sign-in/email', { email, password: GOOD_PASSWORD }, { ip })
      expect(res.statusCode).toBe(200)
    }
  })

  it('forgets failures after a quiet spell', async () => {
    const attempt = { email: 'quiet@example.com', ip: null }
    const start = Date.now() - 2 * FAILURE_MEMORY_SECONDS * 1000
    for (let i = 0; i < 5; i++) await recordSignInFailure(t.db, attempt, start)
    expect(await signInRetryAfter(t.db, attempt.email, start)).toBeGreaterThan(0)
    expect(await signInRetryAfter(t.db, attempt.email)).toBe(0)
    // The next failure starts a new count instead of adding to the old one.
    await recordSignInFailure(t.db, attempt)
    expect(await signInRetryAfter(t.db, attempt.email)).toBe(0)
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
