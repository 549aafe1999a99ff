import { z } from 'zod'
import { TEXT_LIMITS } from '../constants.ts'
import { EditVersionSchema } from '../edit-version.ts'
import { DateTimeSchema } from './common.ts'

// The store's settings (decisions.md 1): the one definition of their fields, used by the admin's
// GET/PUT /api/admin/settings, the public /api/store, the server's settings-service (cart and
// checkout pricing) and the admin's settings dialog. Paise; cart and checkout use new values
// from the next request on. The defaults are DEFAULT_STORE_SETTINGS in constants.ts.

const settingPaise = (label: string) =>
  z
    .number({ message: `${label} is required` })
    .int(`${label} must be a whole number of paise`)
    .min(0, `${label} must not be negative`)
    .max(TEXT_LIMITS.maxPrice, `${label} must be at most ₹999999`)

export const StoreSettingsSchema = z.object({
  deliveryFee: settingPaise('Delivery fee'),
  freeDeliveryThreshold: settingPaise('Free-delivery threshold'),
  /** Home banner 'Add items worth ₹499 to start placing your order' (display only). */
  minOrderBanner: settingPaise('Minimum order banner value'),
})
export type StoreSettings = z.infer<typeof StoreSettingsSchema>

/**
 * PUT /api/admin/settings: every setting, and the version the form was loaded with (ADR 015): a
 * save over someone else's answers 409 EDIT_CONFLICT.
 */
export const StoreSettingsBodySchema = StoreSettingsSchema.extend({ version: EditVersionSchema }).strict()
export type StoreSettingsBody = z.infer<typeof StoreSettingsBodySchema>

/** GET and PUT /api/admin/settings answer the settings and when they were last saved. */
export const SavedStoreSettingsSchema = StoreSettingsSchema.extend({
  /** Send it back with a save; 0 while the settings were never saved (the defaults apply). */
  version: z.number().int(),
  /** Null while the settings row does not exist (the defaults apply). */
  updatedAt: DateTimeSchema.nullable(),
})
export type SavedStoreSettings = z.infer<typeof SavedStoreSettingsSchema>
