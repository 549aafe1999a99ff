import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { profiles, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Profile, UpdateProfileSchema } from '#shared/schemas/account.ts'

type UpdateProfile = z.output<typeof UpdateProfileSchema>

/**
 * The signed-in user's profile. A user who never saved one (spec section 8: PGRST116 treated as
 * empty) gets the account's name and no phone or avatar.
 */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      accountName: users.name,
      name: profiles.name,
      phone: profiles.phone,
      avatarUrl: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw AppError.notFound('Account not found')
  return {
    id: row.id,
    email: row.email,
    name: row.name ?? row.accountName,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
  }
}

/**
 * Saves name and phone. The account's own name follows the profile's, so the session's user
 * (header menu, e-mails) never shows a name the user has replaced.
 */
export async function updateProfile(db: Db, userId: string, input: UpdateProfile): Promise<Profile> {
  await db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ name: input.name }).where(eq(users.id, userId)).returning({
      id: users.id,
    })
    if (!user) throw AppError.notFound('Account not found')
    await tx
      .insert(profiles)
      .values({ userId, name: input.name, phone: input.phone })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { name: input.name, phone: input.phone, updatedAt: new Date() },
      })
  })
  return getProfile(db, userId)
}
