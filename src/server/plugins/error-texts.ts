import type { AppError } from '#server/lib/app-error.ts'
import { translate } from '#server/lib/i18n.ts'
import { OUT_OF_STOCK_MESSAGE } from '#server/modules/cart/cart-service.ts'
import { NO_SLOT_MESSAGE } from '#server/modules/checkout/checkout-service.ts'
import { PAYMENT_NOT_OFFERED_MESSAGE } from '#server/modules/payments/payment-methods.ts'
import {
  NOT_UPI_MESSAGE,
  PAYMENT_TIME_PASSED_MESSAGE,
  REFERENCE_TAKEN_MESSAGE,
} from '#server/modules/payments/upi-service.ts'
import { OWN_REVIEW_VOTE_MESSAGE } from '#server/modules/reviews/review-votes-service.ts'
import { IN_STOCK_MESSAGE } from '#server/modules/stock-alerts/stock-alert-service.ts'
import { english } from '#shared/i18n/en/index.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import { VALIDATION_IDS, validationIdFinder } from '#shared/i18n/validation.ts'

// The server's refusals in the reader's language (issue 15, ADR 032). Services throw the spec's
// English; a shopper's refusal with a fixed text is found here by that English, one with
// specifics carries its id (AppError.withText). Schema messages in `fields` go through the
// validation catalogue. English answers are left exactly as thrown.

/** English refusal → its catalogue id (error-texts.test.ts checks the English is the same). */
export const REFUSAL_IDS: Record<string, string> = {
  [OUT_OF_STOCK_MESSAGE]: 'refusals.outOfStock',
  'Product not found': 'refusals.productNotFound',
  'Cart is empty': 'refusals.cartEmpty',
  'Please select a delivery location': 'refusals.selectLocation',
  [NO_SLOT_MESSAGE]: 'refusals.selectSlot',
  'Please select a delivery address': 'refusals.selectAddress',
  [PAYMENT_NOT_OFFERED_MESSAGE]: 'refusals.paymentNotOffered',
  [OWN_REVIEW_VOTE_MESSAGE]: 'refusals.ownReviewVote',
  'Review not found': 'refusals.reviewNotFound',
  'This product is not in your favorites': 'refusals.notInFavorites',
  [IN_STOCK_MESSAGE]: 'refusals.inStock',
  [NOT_UPI_MESSAGE]: 'refusals.notUpi',
  'This store no longer takes UPI': 'refusals.noUpi',
  [REFERENCE_TAKEN_MESSAGE]: 'refusals.referenceTaken',
  [PAYMENT_TIME_PASSED_MESSAGE]: 'refusals.timePassed',
  'This order was cancelled': 'refusals.orderCancelled',
  'A payment reference was already given for this order': 'refusals.referenceGiven',
  'This order is already paid': 'refusals.alreadyPaid',
}

const validationId = validationIdFinder(
  Object.fromEntries(VALIDATION_IDS.map((id) => [id, english[id] ?? ''])),
)

/** A message the server wrote in English, in `locale`; a text it does not know stays as it is. */
export function shownText(locale: Locale, message: string): string {
  if (locale === 'en') return message
  const id = REFUSAL_IDS[message] ?? validationId(message)
  return id ? translate(locale, id) : message
}

/** An AppError's message and fields in `locale`. */
export function errorInLocale(locale: Locale, err: AppError) {
  if (locale === 'en') return { message: err.message, fields: err.fields }
  const message = err.text ? translate(locale, err.text.id, err.text.values) : shownText(locale, err.message)
  return { message, fields: fieldsInLocale(locale, err.fields) }
}

export function fieldsInLocale(locale: Locale, fields: Record<string, string> | undefined) {
  if (!fields || locale === 'en') return fields
  return Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, shownText(locale, text)]))
}
