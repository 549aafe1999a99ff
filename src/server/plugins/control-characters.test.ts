import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, type Person, signInAdmin } from '#server/modules/admin/admin-test-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'
import { controlCharacterPaths } from '#shared/schemas/common.ts'

// Issue 10 item 7: a NUL (or another control character) anywhere in a request is a 400 naming
// the field, never a 500 from PostgreSQL, and nothing is saved.

describe('control characters in requests', () => {
  let t: TestApp
  let admin: Person
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
  })
  afterAll(() => t?.close())

  it('refuses a NUL in a search query, without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=milk%00' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', fields: { 'query.q': 'must not contain control characters' } },
    })
  })

  it('refuses it in JSON bodies and admin list searches, naming each field, and saves nothing', async () => {
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: {
        title: 'Home',
        recipientName: 'Asha\u0000',
        phone: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Bengaluru\u0007',
        state: 'Karnataka',
        pincode: '560001',
      },
    })
    expect(address.statusCode).toBe(400)
    expect(address.json().error.fields).toEqual({
      'body.recipientName': 'must not contain control characters',
      'body.city': 'must not contain control characters',
    })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: { cookie: admin.cookie },
    })
    expect(list.json()).toMatchObject({ items: [] })

    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${randomUUID()}/reviews`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { rating: 5, title: 'Good\u0000', comment: 'Fresh' },
    })
    expect(review.statusCode).toBe(400)
    const status = await adminCall(t, 'PUT', `/orders/${randomUUID()}/status`, admin, {
      status: 'confirmed',
      note: 'ok\u0000',
    })
    expect(status.statusCode).toBe(400)
    for (const path of ['/products?search=%00', '/orders?search=%00', '/customers?search=%00']) {
      expect([path, (await adminCall(t, 'GET', path, admin)).statusCode]).toEqual([path, 400])
    }
  })

  it('keeps tabs and line breaks, which people do type', () => {
    expect(controlCharacterPaths({ comment: 'Line one\r\nLine\ttwo', rating: 5 })).toEqual([])
    expect(controlCharacterPaths({ items: [{ name: 'a\u007f' }], 'k\u0001': 'v' })).toEqual([
      'items.0.name',
      'k\u0001',
    ])
  })
})
