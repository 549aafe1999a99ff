import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, users } from '#server/db/schema.ts'
import { type Shopper, signInShopper } from '#server/modules/reviews/shopper-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { PHONE_INVALID_MESSAGE } from '#shared/phone.ts'

describe('profile', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signInShopper(t, 'asha')
    ravi = await signInShopper(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (who?: Shopper) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: who ? { cookie: who.cookie } : {} })
  const put = (payload: object, who?: Shopper) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: who ? { cookie: who.cookie } : {} })

  it('needs sign-in, even with a bad body (401 before 400)', async () => {
    expect((await get()).statusCode).toBe(401)
    expect((await put({ name: 'Asha' })).statusCode).toBe(401)
    expect((await put({ name: 42 })).statusCode).toBe(401)
  })

  it('gives a new account its e-mail and empty fields', async () => {
    const res = await get(asha)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: asha.id, email: asha.email, name: '', phone: null, avatarUrl: null })
  })

  it('saves name and phone, trims them, and keeps the account name in step', async () => {
    const res = await put({ name: "  D'Souza-Rao Jr. ", phone: '9876543210' }, asha)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: "D'Souza-Rao Jr.", phone: '9876543210', email: asha.email })
    expect((await get(asha)).json().name).toBe("D'Souza-Rao Jr.")
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, asha.id))
    expect(user?.name).toBe("D'Souza-Rao Jr.")
    // A blank phone clears it.
    expect((await put({ name: 'Asha', phone: '' }, asha)).json().phone).toBeNull()
    expect((await put({ name: 'अनन्या' }, asha)).json().name).toBe('अनन्या')
  })

  it('stores the 10-digit mobile number however it was typed (decisions.md 19)', async () => {
    for (const typed of ['+91 98300 12345', '91-98300-12345', '098300 12345']) {
      const res = await put({ name: 'Asha', phone: typed }, asha)
      expect(res.statusCode, typed).toBe(200)
      expect(res.json().phone).toBe('9830012345')
    }
  })

  it('refuses bad input with the field named and changes nothing', async () => {
    await put({ name: 'Asha Rao', phone: '9876543210' }, asha)
    const cases: [object, string, string][] = [
      [{ name: '' }, 'body.name', 'Name is required'],
      [{ name: 'R2-D2' }, 'body.name', "Name may contain only letters, spaces and . ' -"],
      [{ name: 'a'.repeat(101) }, 'body.name', 'Name must be at most 100 characters'],
      [{ name: 'Asha', phone: '98765' }, 'body.phone', PHONE_INVALID_MESSAGE],
      [{ name: 'Asha', phone: '98765432101' }, 'body.phone', PHONE_INVALID_MESSAGE],
      [{ name: 'Asha', phone: '5876543210' }, 'body.phone', PHONE_INVALID_MESSAGE],
    ]
    for (const [payload, field, message] of cases) {
      const res = await put(payload, asha)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    expect((await get(asha)).json()).toMatchObject({ name: 'Asha Rao', phone: '9876543210' })
  })

  it('refuses fields a user may not set (e-mail, user id, role, avatar URL)', async () => {
    for (const extra of [
      { email: 'x@example.in' },
      { userId: ravi.id },
      { role: 'admin' },
      { avatarUrl: 'https://evil' },
    ]) {
      const res = await put({ name: 'Asha', ...extra }, asha)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toHaveProperty([`body.${Object.keys(extra)[0]}`])
    }
    expect((await get(asha)).json().email).toBe(asha.email)
  })

  it('shows each user only their own profile', async () => {
    await put({ name: 'Ravi Kumar', phone: '9123456780' }, ravi)
    await put({ name: 'Asha Rao' }, asha)
    expect((await get(ravi)).json()).toMatchObject({ id: ravi.id, name: 'Ravi Kumar', phone: '9123456780' })
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, ravi.id))
    expect(row?.name).toBe('Ravi Kumar')
  })
})
