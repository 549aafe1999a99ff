import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import { WRITE_LIMIT_MESSAGE } from './write-rate-limit.ts'

// Issue 10 item 13: writes outside auth were not rate-limited at all. Each session (or address
// without one) gets WRITE_RATE_LIMIT_PER_MINUTE writes a minute; reads are never counted.

describe('write rate limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(() => t?.close())

  it('answers 429 with the API error body past the limit, per session, and never counts reads', async () => {
    const asha = await signIn(t, 'asha')
    const ravi = await signIn(t, 'ravi')
    const clear = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie, origin: TEST_ORIGIN } })
    for (let i = 0; i < 3; i++) expect((await clear(asha.cookie)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) {
      const read = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: asha.cookie } })
      expect(read.statusCode).toBe(200)
    }
    const refused = await clear(asha.cookie)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: WRITE_LIMIT_MESSAGE } })
    expect(refused.headers['retry-after']).toBeDefined()
    // Another shopper has a budget of their own.
    expect((await clear(ravi.cookie)).statusCode).toBe(200)
  })
})
