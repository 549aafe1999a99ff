import type { AppError } from '#server/lib/app-error.ts'
import { translate } from '#server/lib/i18n.ts'
import { IMAGE_STORE_SLOW_MESSAGE } from '#server/lib/storage/s3-storage.ts'
import { UPLOAD_UNREADABLE_MESSAGE } from '#server/lib/upload-file.ts'
import { OUT_OF_STOCK_MESSAGE } from '#server/modules/cart/cart-service.ts'
import { STALE_CURSOR_MESSAGE } from '#server/modules/catalog/keyset-paging.ts'
import {
  CART_CHANGED_MESSAGE,
  NO_SLOT_MESSAGE,
  SLOT_FULL_MESSAGE,
} from '#server/modules/checkout/checkout-service.ts'
import { INVOICE_NOT_FOUND } from '#server/modules/invoices/invoice-service.ts'
import { ORDER_NOT_FOUND } from '#server/modules/orders/order-status-service.ts'
import { PAYMENT_NOT_OFFERED_MESSAGE } from '#server/modules/payments/payment-methods.ts'
import {
  NOT_UPI_MESSAGE,
  PAYMENT_TIME_PASSED_MESSAGE,
  REFERENCE_TAKEN_MESSAGE,
} from '#server/modules/payments/upi-service.ts'
import { OWN_REVIEW_VOTE_MESSAGE } from '#server/modules/reviews/review-votes-service.ts'
import { DUPLICATE_REVIEW_MESSAGE } from '#server/modules/reviews/reviews-service.ts'
import { IN_STOCK_MESSAGE } from '#server/modules/stock-alerts/stock-alert-service.ts'
import { english } from '#shared/i18n/en/index.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import { keyByEnglish, VALIDATION_IDS } from '#shared/i18n/validation.ts'
import { CSV_MESSAGES, DELIVERY_PARTNER_REQUIRED_MESSAGE } from '#shared/schemas/admin.ts'
import { CROSS_SITE_MESSAGE } from './cross-site.ts'
import { INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from './error-messages.ts'
import { NESTED_TOO_DEEP_MESSAGE } from './json-body.ts'
import { WRITE_LIMIT_MESSAGE } from './write-rate-limit.ts'

// The server's refusals in the reader's language (issue 15, ADR 032). Services throw the spec's
// English; a shopper's refusal with a fixed text is found here by that English, one with
// specifics carries its id (AppError.withText). Schema messages in `fields` go through the
// validation catalogue. English answers are left exactly as thrown.

/** English refusal → its catalogue id (error-texts.test.ts checks the English is the same). */
export const REFUSAL_IDS: Record<string, string> = {
  [OUT_OF_STOCK_MESSAGE]: 'refusals.outOfStock',
  'Product not found': 'refusals.productNotFound',
  'Cart is empty': 'refusals.cartEmpty',
  [CART_CHANGED_MESSAGE]: 'refusals.cartChanged',
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
  'This payment is already confirmed': 'refusals.paymentConfirmed',
  'This payment was marked not received': 'refusals.paymentMarkedNotReceived',
  'This payment cannot change': 'refusals.paymentCannotChange',
  // Not found, and the guards' refusals.
  'Not found': 'refusals.notFound',
  'Please sign in to continue': 'refusals.signIn',
  'You do not have access to this': 'refusals.noAccess',
  'Only store admins can do this': 'refusals.adminsOnly',
  'Account not found': 'refusals.accountNotFound',
  'Address not found': 'refusals.addressNotFound',
  'Delivery area not found': 'refusals.areaNotFound',
  'Unknown delivery area': 'refusals.unknownArea',
  [ORDER_NOT_FOUND]: 'refusals.orderNotFound',
  'Category not found': 'refusals.categoryNotFound',
  'Notification not found': 'refusals.notificationNotFound',
  [INVOICE_NOT_FOUND]: 'refusals.invoiceNotFound',
  'Search word not found': 'refusals.searchWordNotFound',
  // Orders.
  'A cancelled order cannot be changed': 'refusals.cancelledIsFinal',
  'This order has already been delivered': 'refusals.alreadyDelivered',
  'Only pending orders can be cancelled': 'refusals.onlyPendingCancel',
  'Only delivered orders can be reordered': 'refusals.onlyDeliveredReorder',
  [DELIVERY_PARTNER_REQUIRED_MESSAGE]: 'refusals.partnerRequired',
  [SLOT_FULL_MESSAGE]: 'errors.SLOT_FULL',
  [DUPLICATE_REVIEW_MESSAGE]: 'errors.DUPLICATE_REVIEW',
  // Requests the store refuses before any route (ADR 024), uploads and the database's refusals.
  'This origin may not open live updates': 'refusals.liveUpdatesOrigin',
  [CROSS_SITE_MESSAGE]: 'refusals.crossSite',
  [WRITE_LIMIT_MESSAGE]: 'refusals.tooManyChanges',
  [UNAVAILABLE_MESSAGE]: 'errors.UNAVAILABLE',
  [INTERNAL_MESSAGE]: 'errors.INTERNAL',
  [IMAGE_STORE_SLOW_MESSAGE]: 'refusals.imageStoreSlow',
  'Please choose an image to upload': 'refusals.chooseImage',
  [CSV_MESSAGES.notCsv]: 'admin.csvNotCsv',
  [CSV_MESSAGES.noFile]: 'admin.csvNoFile',
  [CSV_MESSAGES.tooSmall]: 'refusals.csvTooSmall',
  [CSV_MESSAGES.unreadable]: 'refusals.csvUnreadable',
  [CSV_MESSAGES.tooLarge]: 'refusals.csvTooLarge',
  'targets must name other words than the term itself': 'refusals.searchWordOwnTarget',
  [STALE_CURSOR_MESSAGE]: 'refusals.staleCursor',
  'is not an accepted field': 'refusals.fieldNotAccepted',
  'is invalid': 'refusals.fieldInvalid',
  'The address is too long': 'refusals.addressTooLong',
  'The address is not valid': 'refusals.addressNotValid',
  'Bad request': 'refusals.badRequest',
  'A number is out of range': 'refusals.numberOutOfRange',
  'A text is too long': 'refusals.textTooLong',
  'A text contains characters that are not allowed': 'refusals.textCharacters',
  'A value has the wrong form': 'refusals.valueForm',
  'A value is not allowed': 'refusals.valueNotAllowed',
  'That already exists': 'refusals.alreadyExists',
  'Something it refers to no longer exists': 'refusals.referenceGone',
  [NESTED_TOO_DEEP_MESSAGE]: 'refusals.nestedTooDeep',
  [UPLOAD_UNREADABLE_MESSAGE]: 'refusals.uploadUnreadable',
}

const validationId = keyByEnglish(english, VALIDATION_IDS)

/** A message the server wrote in English, in `locale`; a text it does not know stays as it is. */
export function shownText(locale: Locale, message: string): string {
  if (locale === 'en') return message
  const id = REFUSAL_IDS[message] ?? validationId(message)
  return id ? translate(locale, id) : message
}

/** An AppError's message and fields in `locale`. */
export function errorInLocale(locale: Locale, err: AppError) {
  if (locale === 'en') return { message: err.message, fields: err.fields }
  const message = err.text
    ? translate(locale, err.text.id, { ...err.text.values, ...(locale === 'hi' ? err.text.hindi : {}) })
    : shownText(locale, err.message)
  // A field's message that repeats the error's own (an address's area problem) is said the same way.
  const fields =
    err.fields &&
    Object.fromEntries(
      Object.entries(err.fields).map(([key, text]) => [
        key,
        text === err.message ? message : shownText(locale, text),
      ]),
    )
  return { message, fields }
}

export function fieldsInLocale(locale: Locale, fields: Record<string, string> | undefined) {
  if (!fields || locale === 'en') return fields
  return Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, shownText(locale, text)]))
}
