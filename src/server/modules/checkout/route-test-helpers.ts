import { eq } from 'drizzle-orm'
import { signUpVerified } from '#server/auth/auth-test-helpers.ts'
import { users } from '#server/db/schema.ts'
import type { TestApp } from '#server/test-support/test-app.ts'

// HTTP helpers for the cart, checkout, orders and notifications route tests: a real signed-in
// shopper (sign-up, mailed link, session cookie) and a terse way to call the API as them.

export type Shopper = { id: string; email: string; cookie: string }

let ip = 0
export async function signIn(t: TestApp, name: string): Promise<Shopper> {
  const email = `${name}-${Date.now()}@example.com`
  // A distinct address per sign-up keeps the auth rate limits out of these tests.
  const cookie = await signUpVerified(t, email, `10.77.${Math.floor(++ip / 250)}.${ip % 250}`)
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { id: user!.id, email, cookie }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function call(
  t: TestApp,
  method: Method,
  url: string,
  who?: Shopper,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
  })
}
