import { eq } from 'drizzle-orm'
import type { StoreSettings, StoreSettingsBody } from '#shared/schemas/admin.ts'
import type { Db } from '../../db/database.ts'
import { storeSettings } from '../../db/schema.ts'
import { getStoreSettings } from '../settings/settings-service.ts'

// decisions.md 1: the delivery fee, free-delivery threshold and ₹499 banner value are settings.
// Cart, checkout and /api/store read the row on every request (settings-service.ts keeps no
// cache), so a saved change applies from the next request on, on every server instance.

export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [values, [row]] = await Promise.all([
    getStoreSettings(db),
    db.select({ updatedAt: storeSettings.updatedAt }).from(storeSettings).where(eq(storeSettings.id, 1)),
  ])
  return { ...values, updatedAt: row?.updatedAt.toISOString() ?? null }
}

export async function saveStoreSettings(
  db: Db,
  adminId: string,
  body: StoreSettingsBody,
): Promise<StoreSettings> {
  const values = { ...body, updatedBy: adminId, updatedAt: new Date() }
  await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: values })
  return readStoreSettings(db)
}
