import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { rateLimits } from '#server/db/schema.ts'

// Growing delays after failed sign-ins, on top of better-auth's per-address request limit.
//
// Two counters of consecutive failures: one per account (the e-mail typed) and one per client
// address. Past a few free failures each further attempt must wait 2, 4, 8 … seconds, up to
// 15 minutes; the answer is 429 with a 'rate limit' message and Retry-After. A correct
// password clears the account's counter; the address counter only fades, so one valid account
// cannot be used to wipe an address's record while guessing others. A counter is forgotten
// after FAILURE_MEMORY_SECONDS without a failure.
//
// The counters live in better-auth's rate_limits table (keys 'sign-in-failures:…', which
// better-auth's own 'ip|path' keys never match), so every instance on one PostgreSQL shares
// them. better-auth prunes rows older than its longest rule window; auth.ts sets the sign-in
// rule's window to FAILURE_MEMORY_SECONDS, so no counter is pruned while it still counts.
//
// Trade-off: anyone can slow down sign-in for an address they know by failing on purpose,
// but never for more than MAX_DELAY_SECONDS at a time, and the owner's mail still works.

export const FAILURE_MEMORY_SECONDS = 15 * 60
const MAX_DELAY_SECONDS = 15 * 60
/** Typos happen; a family behind one router (or an office NAT) shares an address. */
const FREE_FAILURES = { account: 3, address: 10 } as const

type Scope = keyof typeof FREE_FAILURES
export type SignInAttempt = { email: string; ip: string | null }

/** Seconds to wait after `failures` consecutive failures: 0, then 2, 4, 8 … capped. */
export function backoffSeconds(failures: number, scope: Scope): number {
  const over = failures - FREE_FAILURES[scope]
  return over < 0 ? 0 : Math.min(2 ** (over + 1), MAX_DELAY_SECONDS)
}

function keys(attempt: SignInAttempt): { key: string; scope: Scope }[] {
  const list: { key: string; scope: Scope }[] = [
    { key: `sign-in-failures:account:${attempt.email}`, scope: 'account' },
  ]
  if (attempt.ip) list.push({ key: `sign-in-failures:address:${attempt.ip}`, scope: 'address' })
  return list
}

/** Seconds until this account and address may try again; 0 when they may now. */
export async function signInRetryAfter(db: Db, attempt: SignInAttempt, now = Date.now()): Promise<number> {
  const wanted = keys(attempt)
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(
      and(
        inArray(
          rateLimits.key,
          wanted.map((k) => k.key),
        ),
        gt(rateLimits.lastRequest, now - FAILURE_MEMORY_SECONDS * 1000),
      ),
    )
  let wait = 0
  for (const row of rows) {
    const scope = wanted.find((k) => k.key === row.key)!.scope
    const until = row.lastRequest + backoffSeconds(row.count, scope) * 1000
    wait = Math.max(wait, Math.ceil((until - now) / 1000))
  }
  return wait
}

/** Counts one failure for the account and the address, atomically per key. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now = Date.now()): Promise<void> {
  const forgetBefore = now - FAILURE_MEMORY_SECONDS * 1000
  for (const { key } of keys(attempt)) {
    await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.lastRequest} < ${forgetBefore} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          lastRequest: now,
        },
      })
  }
}

/** A correct password: the account starts afresh. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `sign-in-failures:account:${email}`))
}
