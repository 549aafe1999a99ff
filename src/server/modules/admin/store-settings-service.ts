import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { storeSettings } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { nextEditVersion } from '#server/lib/edit-version.ts'
import { getStoreSettings } from '#server/modules/settings/settings-service.ts'
import { EDIT_SUBJECTS } from '#shared/edit-version.ts'
import type { SavedStoreSettings, StoreSettingsBody } from '#shared/schemas/store-settings.ts'

// decisions.md 1: the delivery fee, free-delivery threshold and ₹499 banner value are settings.
// Cart, checkout and /api/store read the row on every request (settings-service.ts keeps no
// cache), so a saved change applies from the next request on, on every server instance.

export async function readStoreSettings(db: Db): Promise<SavedStoreSettings> {
  const [values, [row]] = await Promise.all([
    getStoreSettings(db),
    db
      .select({ updatedAt: storeSettings.updatedAt, version: storeSettings.version })
      .from(storeSettings)
      .where(eq(storeSettings.id, 1)),
  ])
  return { ...values, version: row?.version ?? 0, updatedAt: row?.updatedAt.toISOString() ?? null }
}

/**
 * Saves the form only over the version it was loaded with (ADR 015), in one statement: version
 * 0 (defaults shown, never saved) inserts the row, and a row someone saved meanwhile makes it
 * insert nothing; any other version updates the row only while it still has that version.
 */
export async function saveStoreSettings(
  db: Db,
  adminId: string,
  { version, ...body }: StoreSettingsBody,
): Promise<SavedStoreSettings> {
  const values = { ...body, updatedBy: adminId, updatedAt: new Date() }
  const saved =
    version === 0
      ? await db
          .insert(storeSettings)
          .values({ id: 1, ...values })
          .onConflictDoNothing({ target: storeSettings.id })
          .returning({ id: storeSettings.id })
      : await db
          .update(storeSettings)
          .set({ ...values, version: nextEditVersion(storeSettings.version) })
          .where(and(eq(storeSettings.id, 1), eq(storeSettings.version, version)))
          .returning({ id: storeSettings.id })
  if (saved.length === 0) throw AppError.editConflict(EDIT_SUBJECTS.storeSettings)
  return readStoreSettings(db)
}
