import { z } from 'zod'
import { TEXT_LIMITS } from '../constants.ts'
import { AREA_REQUIRED_MESSAGE } from '../delivery-areas.ts'
import { LOCALES } from '../i18n/locales.ts'
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE, toIndianMobile } from '../phone.ts'
import { DateTimeSchema, IdSchema } from './common.ts'
import { NotificationSchema } from './notifications.ts'
import { OrderDetailSchema } from './orders.ts'
import { PincodeSchema } from './pincodes.ts'

// Personal pages (spec sections 2 and 5: Profile, Address, Settings). Input schemas are
// .strict(): a field a user may not set (userId, isDefault on the wrong route, role…) is refused
// with 400 instead of being silently dropped, so a client bug shows up at once.

/** The client's summary line when an address form misses a required field (spec section 5). */
export const ADDRESS_REQUIRED_MESSAGE = 'Please fill in all required fields'

export const PersonNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(TEXT_LIMITS.personName, `Name must be at most ${TEXT_LIMITS.personName} characters`)
  .regex(/^[\p{L}\p{M} .'-]+$/u, "Name may contain only letters, spaces and . ' -")

/** Typed phone text → the stored 10-digit mobile number (`phone.ts`, decisions.md 19). */
export const PhoneSchema = z
  .string({ message: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, PHONE_REQUIRED_MESSAGE)
  .refine((text) => toIndianMobile(text) !== null, PHONE_INVALID_MESSAGE)
  .transform((text) => toIndianMobile(text) ?? text)

/** Optional phone: a blank form field ('') means "no phone". */
const OptionalPhoneSchema = z
  .string()
  .trim()
  .refine((text) => text === '' || toIndianMobile(text) !== null, PHONE_INVALID_MESSAGE)
  .nullish()
  .transform((text) => (text ? toIndianMobile(text) : null))

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))

// ─── Profile ─────────────────────────────────────────────────────────────────

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The profile's name, else the account's name ('User' is the client's fallback for blank). */
  name: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
})
export type Profile = z.infer<typeof ProfileSchema>

/** Edit profile: the e-mail is read-only here ('Email cannot be changed from here'). */
export const UpdateProfileSchema = z
  .object({
    name: PersonNameSchema,
    phone: OptionalPhoneSchema,
  })
  .strict()
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>

// ─── Image uploads (spec section 5 "Image upload") ──────────────────────────
// The avatar uses these; the admin product uploader shows the same messages.

export { ALLOWED_IMAGE_TYPES, INVALID_IMAGE_TYPE_MESSAGE, imageTooLargeMessage } from '../image-uploads.ts'

// ─── Addresses ───────────────────────────────────────────────────────────────

/** Add and edit. isDefault is not settable here: Set as Default is its own action. */
export const AddressInputSchema = z
  .object({
    title: requiredText('Title', 50),
    recipientName: PersonNameSchema,
    phone: PhoneSchema,
    addressLine1: requiredText('Address line 1', 200),
    addressLine2: optionalText('Address line 2', 200),
    landmark: optionalText('Landmark', 200),
    city: requiredText('City', 100),
    state: requiredText('State', 100),
    pincode: PincodeSchema,
    /** The delivery area (ADR 019); the server checks the pincode against it (delivery-areas.ts). */
    locationId: z.guid({ message: AREA_REQUIRED_MESSAGE }),
  })
  .strict()
export type AddressInput = z.input<typeof AddressInputSchema>

export const AddressSchema = z.object({
  id: IdSchema,
  title: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** Null: saved before areas had pincodes and in none of them; checkout asks for one. */
  locationId: IdSchema.nullable(),
  isDefault: z.boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
})
export type Address = z.infer<typeof AddressSchema>

export const AddressListSchema = z.object({ items: z.array(AddressSchema) })

// ─── Preferences (Settings) ──────────────────────────────────────────────────

export const LocaleSchema = z.enum(LOCALES)

export const NotificationPreferencesSchema = z
  .object({ offers: z.boolean(), delivery: z.boolean(), orderUpdates: z.boolean() })
  .strict()
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

/** Spec section 9: every notification preference is on until the user turns it off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  offers: true,
  delivery: true,
  orderUpdates: true,
}

export const PreferencesSchema = z.object({
  notificationPreferences: NotificationPreferencesSchema,
  defaultLocationId: IdSchema.nullable(),
  /** The language chosen in Settings (ADR 032); null until the user chooses one. */
  language: LocaleSchema.nullable(),
})
export type Preferences = z.infer<typeof PreferencesSchema>

/** A toggle sends only what changed; absent keys keep their saved value. */
export const UpdatePreferencesSchema = z
  .object({
    notificationPreferences: NotificationPreferencesSchema.partial().strict().optional(),
    defaultLocationId: IdSchema.nullable().optional(),
    language: LocaleSchema.optional(),
  })
  .strict()
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesSchema>

// ─── Delete account ──────────────────────────────────────────────────────────

export const DeleteAccountSchema = z
  .object({ confirm: z.literal('DELETE', { message: 'Type DELETE to confirm' }) })
  .strict()

// ─── Data export (decisions.md 11) ───────────────────────────────────────────
// Everything the store keeps about the user, and nothing about anyone else: no password hash,
// no sessions, no other customer's reviews. The answer is validated against this schema, so a
// column added to a table later cannot leak into the download by accident.

export const AccountExportSchema = z.object({
  exportedAt: DateTimeSchema,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: DateTimeSchema,
  }),
  profile: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  addresses: z.array(AddressSchema),
  preferences: PreferencesSchema,
  favorites: z.array(z.object({ productId: IdSchema, productName: z.string(), createdAt: DateTimeSchema })),
  reviews: z.array(
    z.object({
      id: IdSchema,
      productId: IdSchema,
      productName: z.string(),
      rating: z.number().int(),
      title: z.string(),
      comment: z.string(),
      verifiedPurchase: z.boolean(),
      helpfulCount: z.number().int(),
      createdAt: DateTimeSchema,
    }),
  ),
  helpfulVotes: z.array(z.object({ reviewId: IdSchema, createdAt: DateTimeSchema })),
  cart: z.array(
    z.object({
      productId: IdSchema,
      productName: z.string(),
      quantity: z.number().int(),
      updatedAt: DateTimeSchema,
    }),
  ),
  /** Oldest first, each as the order tracking page shows it. */
  orders: z.array(OrderDetailSchema),
  notifications: z.array(NotificationSchema),
})
export type AccountExport = z.infer<typeof AccountExportSchema>
