import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { rateLimits } from '#server/db/schema.ts'

// Guessing passwords is slowed per account; an address only ever counts failures (ADR 021,
// replacing ADR 009's address lock-out, issue 10 item 6).
//
// Indian mobile carriers put many shoppers behind one address (CGNAT), and offices share one
// too, so an address's successful sign-ins never count, and no shopper's correct password is
// ever refused because of other accounts' failures:
// - Per account (the e-mail typed): past 3 free consecutive failures each further attempt must
//   wait 2, 4, 8 … seconds, up to 15 minutes; the answer is 429 with a 'rate limit' message and
//   Retry-After. A correct password clears the account's counter.
// - Per address: failures only, 100 free within the memory window. Past that the address is
//   "busy" and every failure from it on an account starts that account's delay at once instead
//   of after 3 (a sprayer gets one guess per account per delay, the owner of an account nobody
//   failed on signs in as always). The address counter only fades, so one valid account cannot
//   wipe an address's record while guessing others.
//
// The counters live in better-auth's rate_limits table (keys 'sign-in-failures:…', which
// better-auth's own 'ip|path' keys never match), so every instance on one PostgreSQL shares
// them. Counters are forgotten after FAILURE_MEMORY_SECONDS without a failure; better-auth prunes
// rows older than its longest rule window, which auth.ts keeps at least as long.
//
// Trade-off: anyone can slow down sign-in for an account they know by failing on purpose,
// but never for more than MAX_DELAY_SECONDS at a time, and "Forgot password?" still works.

export const FAILURE_MEMORY_SECONDS = 15 * 60
const MAX_DELAY_SECONDS = 15 * 60
/** Typos happen; thousands of shoppers can share one carrier address. */
export const FREE_FAILURES = { account: 3, address: 100 } as const

export type SignInAttempt = { email: string; ip: string | null }

/** Seconds an account waits after `failures` consecutive failures: 0, then 2, 4, 8 … capped. */
export function backoffSeconds(failures: number): number {
  const over = failures - FREE_FAILURES.account
  return over < 0 ? 0 : Math.min(2 ** (over + 1), MAX_DELAY_SECONDS)
}

const accountKey = (email: string) => `sign-in-failures:account:${email}`
const addressKey = (ip: string) => `sign-in-failures:address:${ip}`

/**
 * Seconds until this account may try again; 0 when it may now. Only the account's own failures
 * count here: the address never holds back a sign-in by itself.
 */
export async function signInRetryAfter(db: Db, email: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, accountKey(email)),
        gt(rateLimits.lastRequest, now - FAILURE_MEMORY_SECONDS * 1000),
      ),
    )
  if (!row) return 0
  const until = row.lastRequest + backoffSeconds(row.count) * 1000
  return Math.max(0, Math.ceil((until - now) / 1000))
}

/**
 * Counts one failure for the address and the account, atomically per key. From a busy address
 * the account's count jumps to its free budget, so its next attempt waits.
 */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now = Date.now()): Promise<void> {
  const forgetBefore = now - FAILURE_MEMORY_SECONDS * 1000
  const bump = (key: string, atLeast: number) =>
    db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: Math.max(1, atLeast), lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`greatest(CASE WHEN ${rateLimits.lastRequest} < ${forgetBefore} THEN 1 ELSE ${rateLimits.count} + 1 END, ${atLeast}::int)`,
          lastRequest: now,
        },
      })
      .returning({ count: rateLimits.count })
  let busy = false
  if (attempt.ip) {
    const [address] = await bump(addressKey(attempt.ip), 1)
    busy = (address?.count ?? 0) > FREE_FAILURES.address
  }
  await bump(accountKey(attempt.email), busy ? FREE_FAILURES.account : 1)
}

/** A correct password: the account starts afresh. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)))
}
