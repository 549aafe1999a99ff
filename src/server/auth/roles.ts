import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { userRoles } from '#server/db/schema.ts'

// An admin is a user with a user_roles row whose role is 'admin' (spec section 6; ADR 004).
// Only the server decides it: the guard in plugins/auth.ts reads it on every admin request,
// and only the operator CLI writes it. No API route lets a client set a role.

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1)
  return rows.length > 0
}

/** Idempotent: granting twice leaves one row. */
export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing()
}

/** True when the user was an admin until now. */
export async function revokeAdmin(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .returning({ userId: userRoles.userId })
  return removed.length > 0
}
