import { eq } from 'drizzle-orm'
import { signUpVerified } from '#server/auth/auth-test-helpers.ts'
import { grantAdmin } from '#server/auth/roles.ts'
import { users } from '#server/db/schema.ts'
import { checkoutSetup } from '#server/modules/checkout/checkout-fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

// Signed-in admins and customers for the admin API tests, and a terse way to call /api/admin.

export type Person = { id: string; email: string; cookie: string }

let people = 0

async function signIn(t: TestApp, label: string): Promise<Person> {
  people += 1
  const email = `${label}-${people}-${Date.now()}@example.in`
  // A distinct client address each: sign-up is rate limited per address.
  const cookie = await signUpVerified(t, email, `10.88.${Math.floor(people / 250)}.${(people % 250) + 1}`)
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user row for ${email}`)
  return { id: user.id, email, cookie }
}

export const signInCustomer = (t: TestApp, label = 'customer') => signIn(t, label)

export async function signInAdmin(t: TestApp, label = 'admin'): Promise<Person> {
  const person = await signIn(t, label)
  await grantAdmin(t.db, person.id)
  return person
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

export function adminCall(
  t: TestApp,
  method: Method,
  path: string,
  who?: Person,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/admin${path}`,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
  })
}

/** A multipart/form-data body with one file field named 'file', as a browser's FormData sends it. */
export function fileForm(filename: string, contentType: string, data: Buffer | string) {
  const boundary = `----freshcart${Math.random().toString(16).slice(2)}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(data), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export function upload(
  t: TestApp,
  path: string,
  who: Person,
  filename: string,
  type: string,
  data: Buffer | string,
) {
  const form = fileForm(filename, type, data)
  return t.app.inject({
    method: 'POST',
    url: `/api/admin${path}`,
    payload: form.payload,
    headers: { ...form.headers, cookie: who.cookie },
  })
}

/**
 * The store the order-handling API suites start from (invoices, UPI): a test app, a signed-in
 * admin, one signed-in shopper per label, and a delivery area with an open slot for 100 orders.
 */
export async function storeWithPeople<const L extends readonly string[]>(labels: L) {
  const t = await createTestApp()
  const admin = await signInAdmin(t)
  const shoppers: Person[] = []
  for (const label of labels) shoppers.push(await signInCustomer(t, label))
  const where = await checkoutSetup(t.db, { maxOrders: 100 })
  return { t, admin, shoppers: shoppers as { [K in keyof L]: Person }, where }
}
