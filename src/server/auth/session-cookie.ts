import { createHmac, timingSafeEqual } from 'node:crypto'
import { parse as parseCookies } from 'cookie'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { sessions, users } from '#server/db/schema.ts'
import type { SessionUser } from '#shared/schemas/auth.ts'
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from './auth.ts'

// The hot path of every signed-in request: who is this? better-auth's getSession answers it in
// two queries (session, then user) behind a generic endpoint pipeline. This reads the same signed
// cookie better-auth writes (`<token>.<base64 HMAC-SHA256(secret, token)>`, URI-encoded) and
// finds session and user in ONE query. Whenever it is not sure, it answers `undefined` and the
// caller asks better-auth: no cookie, a bad signature, an unknown or expired session, or a
// session due for its daily expiry refresh (better-auth then pushes the expiry back).

export type SessionCookieReader = (
  cookieHeader: string | undefined,
) => Promise<SessionUser | null | undefined>

export function sessionCookieReader(options: {
  db: Db
  secret: string
  secure: boolean
}): SessionCookieReader {
  // Built once: it runs on nearly every request.
  const lookup = options.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      emailVerified: users.emailVerified,
      fresh: sql<boolean>`${sessions.expiresAt} > now() + make_interval(secs => ${SESSION_EXPIRES_IN - SESSION_UPDATE_AGE})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.token} = ${sql.placeholder('token')} AND ${sessions.expiresAt} > now()`)
    .limit(1)
    .prepare('session_by_token')
  const tokenOf = sessionTokenReader(options)
  return async (cookieHeader) => {
    const token = tokenOf(cookieHeader)
    if (token === null) return null
    if (!token) return undefined
    const [row] = await lookup.execute({ token })
    if (!row?.fresh) return undefined
    const { fresh: _, ...user } = row
    return user
  }
}

/**
 * The session token of the cookie, its signature checked in the process: null without the
 * cookie, undefined when the signature is wrong (better-auth must decide). Used by the statements
 * that look the session up themselves (auth/shopper.ts).
 */
export function sessionTokenReader(options: { secret: string; secure: boolean }) {
  const cookieName = sessionCookieName(options.secure)
  return (cookieHeader: string | undefined): string | null | undefined => {
    const raw = readCookie(cookieHeader, cookieName)
    if (raw === null) return null
    return verifiedToken(raw, options.secret) ?? undefined
  }
}

/** The cookie better-auth keeps the session in (the prefix only over HTTPS). */
export const sessionCookieName = (secure: boolean) => `${secure ? '__Secure-' : ''}freshcart.session_token`

/** The session cookie's value (URI-decoded), from either name: `cookie` parses the header. */
export function sessionCookieValue(header: string | undefined): string | null {
  if (!header) return null
  const cookies = parseCookies(header)
  return cookies[sessionCookieName(true)] ?? cookies[sessionCookieName(false)] ?? null
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null
  return parseCookies(header)[name] ?? null
}

/** `value` is the cookie's decoded value: `<token>.<base64 HMAC-SHA256(secret, token)>`. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}
