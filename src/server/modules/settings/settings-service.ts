import { eq } from 'drizzle-orm'
import { DEFAULT_STORE_SETTINGS } from '#shared/constants.ts'
import type { Db, Tx } from '../../db/database.ts'
import { storeSettings } from '../../db/schema.ts'

export type StoreSettings = { deliveryFee: number; freeDeliveryThreshold: number; minOrderBanner: number }

/** The store's settings row (decisions.md 1); the defaults if it was never written. */
export async function getStoreSettings(db: Db | Tx): Promise<StoreSettings> {
  const [row] = await db
    .select({
      deliveryFee: storeSettings.deliveryFee,
      freeDeliveryThreshold: storeSettings.freeDeliveryThreshold,
      minOrderBanner: storeSettings.minOrderBanner,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1))
  return row ?? { ...DEFAULT_STORE_SETTINGS }
}
