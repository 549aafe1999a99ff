import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

// Issue 10 item 10: what the router refuses before any route runs answers the API's one error
// body, not Fastify's own ({ error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode }).

describe('router errors', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it('answers a bad %-encoding with the API error body', async () => {
    for (const url of ['/api/products/%E0%A4%A', '/api/search%', '/product/%zz']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        400,
        { error: { code: 'BAD_REQUEST', message: 'The address is not valid' } },
      ])
    }
  })

  it('answers an over-long path segment with the API error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(300)}/reviews` })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The address is too long' } })
  })
})
