import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import { deeperThan, MAX_JSON_DEPTH } from './json-body.ts'

// A JSON body nested thousands of levels deep made the control-character guard run out of stack:
// PUT /api/cart/items/:id, POST /api/orders and seven other routes answered 500 (issue found by
// bad-input-sweep.test.ts). The parser now refuses it before anything reads it.

const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`

describe('JSON bodies', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it('measures depth without recursion, whatever the depth', () => {
    expect(deeperThan(JSON.parse(nested(100_000)), MAX_JSON_DEPTH)).toBe(true)
    expect(deeperThan({ a: [{ b: 1 }], c: 'x' }, MAX_JSON_DEPTH)).toBe(false)
    expect(deeperThan(JSON.parse(nested(MAX_JSON_DEPTH / 2)), MAX_JSON_DEPTH)).toBe(false)
  })

  it('refuses a deeply nested body with a 400 in the reader’s language', async () => {
    for (const [language, message] of [
      ['en', 'The request body is nested too deeply'],
      ['hi', 'भेजी गई जानकारी में बहुत गहरी परतें हैं'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: nested(20_000),
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'accept-language': language },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message } })
    }
  })

  it('still refuses an empty JSON body and prototype poisoning as Fastify did', async () => {
    for (const payload of ['', '{"__proto__":{"admin":true}}', '{"a":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
    }
  })
})
