import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { storeSettings } from '#server/db/schema.ts'
import { DEFAULT_STORE_SETTINGS } from '#shared/constants.ts'
import type { StoreSettings } from '#shared/schemas/store-settings.ts'

/** The store's settings row (decisions.md 1); the defaults if it was never written. */
export async function getStoreSettings(db: Db | Tx): Promise<StoreSettings> {
  const [row] = await db
    .select({
      deliveryFee: storeSettings.deliveryFee,
      freeDeliveryThreshold: storeSettings.freeDeliveryThreshold,
      legalName: storeSettings.legalName,
      gstin: storeSettings.gstin,
      stateCode: storeSettings.stateCode,
      address: storeSettings.address,
      fssaiLicence: storeSettings.fssaiLicence,
      invoicePrefix: storeSettings.invoicePrefix,
      deliveryGstRate: storeSettings.deliveryGstRate,
      upiId: storeSettings.upiId,
      upiPayeeName: storeSettings.upiPayeeName,
      upiHoldMinutes: storeSettings.upiHoldMinutes,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1))
  return settingsOrDefaults(row as StoreSettings | undefined)
}

/**
 * The settings as one JSON value (null if never written), for a query that reads them alongside
 * its own rows instead of in a query of their own; `settingsOrDefaults` reads the answer.
 */
export const storeSettingsJson: SQL = sql`(SELECT json_build_object('deliveryFee', s.delivery_fee,
  'freeDeliveryThreshold', s.free_delivery_threshold,
  'legalName', s.legal_name, 'gstin', s.gstin, 'stateCode', s.state_code, 'address', s.address,
  'fssaiLicence', s.fssai_licence, 'invoicePrefix', s.invoice_prefix,
  'deliveryGstRate', s.delivery_gst_rate, 'upiId', s.upi_id, 'upiPayeeName', s.upi_payee_name,
  'upiHoldMinutes', s.upi_hold_minutes)
  FROM ${storeSettings} s WHERE s.id = 1)`

export function settingsOrDefaults(json: StoreSettings | null | undefined): StoreSettings {
  return json ?? { ...DEFAULT_STORE_SETTINGS }
}
