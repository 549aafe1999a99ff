import { type SQL, sql } from 'drizzle-orm'
import { sessions } from '#server/db/schema.ts'
import { SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from './auth.ts'

// The hot writes (a cart quantity, Place Order) look the session up inside their own statement
// instead of in one of its own before it (ADR 053): one round trip per request fewer, and the
// session row is still read on every request, so a revoked session stops working at once
// (ADR 022's reason not to cache it).

/**
 * Whom a use case acts for: the user once requireUser found them, or the token of a session
 * cookie whose signature the process verified (session-cookie.ts), for the statement to look up.
 */
export type Shopper = { userId: string } | { sessionToken: string }

/**
 * What a use case answers when the token named no fresh session (unknown, expired, or due for
 * the daily refresh only better-auth does) and it did nothing: the route asks requireUser.
 */
export const NO_SESSION = Symbol('no fresh session')

/** Which statement text a shopper needs: each hot write is built once per kind (db/shaped-statement.ts). */
export type ShopperKind = 'user' | 'session'
export const shopperKind = (who: Shopper): ShopperKind => ('userId' in who ? 'user' : 'session')
/** The value of shopperId's `shopper` placeholder: the user id, or the session token. */
export const shopperValue = (who: Shopper): string => ('userId' in who ? who.userId : who.sessionToken)

/**
 * The shopper's user id as SQL, its value in the placeholder `shopper` (shopperValue): the id
 * itself, or the user of the token's session while it is fresh (the same rule as
 * session-cookie.ts's lookup), NULL when there is none.
 */
export function shopperId(kind: ShopperKind): SQL<string | null> {
  const shopper = sql.placeholder('shopper')
  if (kind === 'user') return sql`${shopper}::text`
  return sql`(SELECT s.user_id FROM ${sessions} s WHERE s.token = ${shopper}
    AND s.expires_at > now() + make_interval(secs => ${sql.raw(String(SESSION_EXPIRES_IN - SESSION_UPDATE_AGE))}))`
}
