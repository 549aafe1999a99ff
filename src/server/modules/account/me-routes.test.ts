import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getMe, signUpVerified } from '#server/auth/auth-test-helpers.ts'
import { grantAdmin } from '#server/auth/roles.ts'
import { users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

describe('GET /api/me', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers a visitor with 401 in the API error shape', async () => {
    const res = await getMe(t)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } })
  })

  it('gives a customer their own account without secrets, isAdmin false', async () => {
    const cookie = await signUpVerified(t, 'meera@example.com')
    const res = await getMe(t, cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      user: {
        id: expect.any(String),
        name: '',
        email: 'meera@example.com',
        image: null,
        emailVerified: true,
      },
      isAdmin: false,
    })
  })

  it('says isAdmin true once the user holds the admin role', async () => {
    const cookie = await signUpVerified(t, 'owner@example.com')
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@example.com'))
    await grantAdmin(t.db, owner!.id)
    expect((await getMe(t, cookie)).json()).toMatchObject({
      user: { email: 'owner@example.com' },
      isAdmin: true,
    })
  })
})
