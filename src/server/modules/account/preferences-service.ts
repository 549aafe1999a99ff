import { and, eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '#server/db/database.ts'
import { deliveryLocations, userPreferences, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Preferences,
  type UpdatePreferencesInput,
} from '#shared/schemas/account.ts'

/** Saved settings, or the defaults (all notifications on, no area) for a user who never saved. */
export async function getPreferences(db: Db | Tx, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({
      notificationPreferences: userPreferences.notificationPreferences,
      defaultLocationId: userPreferences.defaultLocationId,
      language: users.language,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
  return {
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row?.notificationPreferences },
    defaultLocationId: row?.defaultLocationId ?? null,
    language: row?.language ?? null,
  }
}

/**
 * Saves what the request names and keeps the rest. The toggles are merged inside PostgreSQL
 * (jsonb ||), so two toggles flipped at the same moment from two tabs both stick.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  input: UpdatePreferencesInput,
): Promise<Preferences> {
  if (input.defaultLocationId) {
    const [area] = await db
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(and(eq(deliveryLocations.id, input.defaultLocationId), eq(deliveryLocations.isActive, true)))
    if (!area) {
      throw AppError.badRequest('Unknown delivery area', {
        'body.defaultLocationId': 'must be an active delivery area',
      })
    }
  }
  // The language lives on the user row (the session answer carries it, ADR 032).
  if (input.language) await db.update(users).set({ language: input.language }).where(eq(users.id, userId))
  const changed = input.notificationPreferences ?? {}
  const set: PgUpdateSetSource<typeof userPreferences> = {
    notificationPreferences: sql`${userPreferences.notificationPreferences} || ${JSON.stringify(changed)}::jsonb`,
    updatedAt: new Date(),
  }
  if (input.defaultLocationId !== undefined) set.defaultLocationId = input.defaultLocationId
  await db
    .insert(userPreferences)
    .values({
      userId,
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changed },
      defaultLocationId: input.defaultLocationId ?? null,
    })
    .onConflictDoUpdate({ target: userPreferences.userId, set })
  return getPreferences(db, userId)
}
