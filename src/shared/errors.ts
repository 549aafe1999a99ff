import { z } from 'zod'

/**
 * Every code an API error body may carry: the one list. The server's AppError takes only these,
 * the auth bridge passes on only these, and the client decides what to do by code, never by
 * message text (the message is for people and may change with the spec's wording).
 *
 * To add a code: add one entry here, throw `new AppError(ErrorCode.YourCode, status, message)`
 * on the server, and compare `error.code === ErrorCode.YourCode` on the client.
 */
export const ErrorCode = {
  // Generic, one per HTTP refusal.
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** An admin form's row changed since the form was loaded (edit-version.ts): offer Reload. */
  EditConflict: 'EDIT_CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL',
  Unavailable: 'UNAVAILABLE',

  // Refusals a page reacts to in its own way.
  /** 409 at checkout: the chosen delivery slot filled up; the page drops the choice and reloads slots. */
  SlotFull: 'SLOT_FULL',
  /**
   * 400: the address's pincode is in none of the store's delivery areas (delivery-areas.ts): saving
   * it, or ordering to it, is refused with a message naming the pincode.
   */
  OutsideDeliveryAreas: 'OUTSIDE_DELIVERY_AREAS',
  /** 400: the address has no delivery area, or one that does not serve its pincode; choose one. */
  AddressAreaNeeded: 'ADDRESS_AREA_NEEDED',
  /** 409: the user already reviewed this product (one review per user and product). */
  DuplicateReview: 'DUPLICATE_REVIEW',
  /** 409: an order goes out for delivery only with a partner; the admin form asks for one. */
  DeliveryPartnerRequired: 'DELIVERY_PARTNER_REQUIRED',

  // /api/auth/* (better-auth behind fastify-bridge.ts): the project's own codes…
  /** 400: the new password breaks the password rule. */
  WeakPassword: 'WEAK_PASSWORD',
  /** 400: another sign-up field is invalid. */
  InvalidInput: 'INVALID_INPUT',
  /** 429: too many attempts; every such message also contains 'rate limit'. */
  RateLimited: 'RATE_LIMITED',
  // …and better-auth's own, under its names. Any other better-auth code is answered with the
  // generic code of its HTTP status.
  InvalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  UserAlreadyExists: 'USER_ALREADY_EXISTS',
  InvalidPassword: 'INVALID_PASSWORD',
  InvalidToken: 'INVALID_TOKEN',
  TokenExpired: 'TOKEN_EXPIRED',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
export const ERROR_CODES = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value)
}

/** The one error body every API failure answers with. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (e.g. "query.minRating") → message, for bad input. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
