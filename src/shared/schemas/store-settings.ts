import { z } from 'zod'
import { TEXT_LIMITS } from '../constants.ts'
import { EditVersionSchema } from '../edit-version.ts'
import {
  GST_RATES,
  GST_STATE_CODES,
  GSTIN_MESSAGE,
  INVOICE_PREFIX_PATTERN,
  isGstRate,
  isValidGstin,
} from '../gst.ts'
import { MAX_UPI_HOLD_MINUTES, UPI_ID_MESSAGE, UPI_ID_PATTERN } from '../payments.ts'
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
  // The seller on GST tax invoices (issue 14, ADR 029). Invoices are issued once legal name,
  // GSTIN and state are set.
  legalName: z.string().trim().max(200, 'Legal name must be at most 200 characters'),
  /** '' while the store has none. */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((g) => g === '' || isValidGstin(g), GSTIN_MESSAGE),
  /** GST state code of the store ('29' Karnataka); '' while unset. */
  stateCode: z.union([z.literal(''), z.enum(GST_STATE_CODES)], { message: 'Please choose a state' }),
  address: z.string().trim().max(500, 'Address must be at most 500 characters'),
  fssaiLicence: z
    .string()
    .trim()
    .refine((f) => f === '' || /^\d{14}$/.test(f), 'FSSAI licence number must be 14 digits'),
  invoicePrefix: z
    .string()
    .trim()
    .regex(INVOICE_PREFIX_PATTERN, 'Invoice prefix must be 1 to 4 capital letters or digits'),
  /** Basis points (1800 = 18 %), one of GST_RATES. */
  deliveryGstRate: z
    .number({ message: 'Delivery GST rate is required' })
    .refine(isGstRate, `Delivery GST rate must be one of ${GST_RATES.map((r) => r / 100).join(', ')} %`),
  // UPI to the store's own UPI ID (ADR 030): offered at checkout only when set.
  /** '' while the store takes no UPI. */
  upiId: z
    .string()
    .trim()
    .refine((u) => u === '' || UPI_ID_PATTERN.test(u), UPI_ID_MESSAGE),
  upiPayeeName: z.string().trim().max(100, 'Payee name must be at most 100 characters'),
  /** How long an unpaid UPI order holds its stock and slot. */
  upiHoldMinutes: z
    .number({ message: 'Hold time is required' })
    .int('Hold time must be whole minutes')
    .min(5, 'Hold time must be at least 5 minutes')
    .max(MAX_UPI_HOLD_MINUTES, 'Hold time must be at most 1440 minutes'),
})
export type StoreSettings = z.infer<typeof StoreSettingsSchema>

/** Settings added after the first release: a body without them leaves them as they are. */
const LATER_SETTINGS = {
  legalName: true,
  gstin: true,
  stateCode: true,
  address: true,
  fssaiLicence: true,
  invoicePrefix: true,
  deliveryGstRate: true,
  upiId: true,
  upiPayeeName: true,
  upiHoldMinutes: true,
} as const

/**
 * PUT /api/admin/settings: every setting, and the version the form was loaded with (ADR 015): a
 * save over someone else's answers 409 EDIT_CONFLICT.
 */
export const StoreSettingsBodySchema = StoreSettingsSchema.partial(LATER_SETTINGS)
  .extend({ version: EditVersionSchema })
  .strict()
  .superRefine((s, ctx) => {
    if (s.upiId && !s.upiPayeeName) {
      ctx.addIssue({
        code: 'custom',
        path: ['upiPayeeName'],
        message: 'Payee name is required with a UPI ID',
      })
    }
    if (s.gstin && s.gstin.slice(0, 2) !== s.stateCode) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: "State must be the GSTIN's state" })
    }
  })
export type StoreSettingsBody = z.infer<typeof StoreSettingsBodySchema>

/** GET and PUT /api/admin/settings answer the settings and when they were last saved. */
export const SavedStoreSettingsSchema = StoreSettingsSchema.extend({
  /** Send it back with a save; 0 while the settings were never saved (the defaults apply). */
  version: z.number().int(),
  /** Null while the settings row does not exist (the defaults apply). */
  updatedAt: DateTimeSchema.nullable(),
})
export type SavedStoreSettings = z.infer<typeof SavedStoreSettingsSchema>
