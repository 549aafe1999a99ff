import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import type { OutboxMessage } from '#server/lib/mailer.ts'
import { OUTBOX_DIR } from '#server/lib/mailer.ts'
import { TEST_ORIGIN, type TestApp } from '#server/test-support/test-app.ts'

// Small steps the account tests share: talk to /api/auth like the browser does (JSON, Origin
// header, cookies) and read the mail outbox.

export const GOOD_PASSWORD = 'Basket2Go'

/** Every message in DATA_DIR/outbox, oldest first (file names start with the time). */
export function readOutbox(dataDir: string): OutboxMessage[] {
  let files: string[]
  try {
    files = readdirSync(join(dataDir, OUTBOX_DIR)).sort()
  } catch {
    return []
  }
  return files.map((f) => JSON.parse(readFileSync(join(dataDir, OUTBOX_DIR, f), 'utf8')))
}

export function lastMailTo(dataDir: string, to: string): OutboxMessage | undefined {
  return readOutbox(dataDir)
    .filter((m) => m.to === to)
    .at(-1)
}

/** `name=value; …` from a response's Set-Cookie headers, to send back as the Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
}

type Options = { cookie?: string; ip?: string; language?: string }

export function authPost(t: TestApp, path: string, payload: object, options: Options = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload,
    headers: {
      origin: TEST_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  })
}

export function getMe(t: TestApp, cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} })
}

let addressCount = 0
/** A client address of its own for each call: sign-up is rate limited per address (10 an hour). */
export function freshTestIp(): string {
  addressCount += 1
  return `10.250.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`
}

/** Signs up, follows the mailed link and returns the session cookie of the verified user. */
export async function signUpVerified(t: TestApp, email: string, ip = freshTestIp()): Promise<string> {
  const res = await authPost(t, '/sign-up/email', { email, password: GOOD_PASSWORD }, { ip })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const link = lastMailTo(t.dataDir, email)?.links[0]
  if (!link) throw new Error(`no verification mail for ${email}`)
  const { pathname, search } = new URL(link)
  const verified = await t.app.inject({ method: 'GET', url: pathname + search, remoteAddress: ip })
  return cookieHeader(verified)
}
