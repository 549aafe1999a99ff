import { DEFAULT_DELIVERY_MINUTES } from './constants.ts'
import { pluralNoun } from './plural.ts'

/**
 * The one delivery-time formatter (decisions.md 2): under 60 minutes 'N minutes',
 * then hours ('2 hours'), and 1440 or more 'Within 24 hours'.
 */
export function formatDeliveryTime(minutes: number | null | undefined): string {
  const m = minutes ?? DEFAULT_DELIVERY_MINUTES
  if (m >= 1440) return 'Within 24 hours'
  if (m < 60) return `${m} ${pluralNoun(m, 'minute')}`
  const hours = Math.round(m / 60)
  return `${hours} ${pluralNoun(hours, 'hour')}`
}

/** The messaging-app link of decisions.md 12: https://wa.me/<number>?text=<url-encoded text>. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

/**
 * Checkout's optional "Delivery instructions" (the order's `notes`, decisions.md 24), shown to
 * staff and on tracking. 200 characters (issue 9 item 11) instead of the spec's 500: what a rider
 * reads at the door, not a letter. The order body's schema (schemas/orders.ts) and checkout's field
 * check with these; they live here, without zod, so checkout does not download zod to show the
 * field (issue 13 item 6).
 */
export const DELIVERY_INSTRUCTIONS_MAX = 200
/** Letters, digits, spaces, new lines and the punctuation an address note needs; no markup. */
export const DELIVERY_INSTRUCTIONS_PATTERN = /^[\p{L}\p{N}\p{Zs}\n.,'"!?()\-/#&:;@+*%₹]*$/u

/** What is wrong with instructions as typed (trimmed as the server trims them), or null. */
export function deliveryInstructionsProblem(text: string): 'too_long' | 'not_allowed' | null {
  const trimmed = text.trim()
  if (trimmed.length > DELIVERY_INSTRUCTIONS_MAX) return 'too_long'
  return DELIVERY_INSTRUCTIONS_PATTERN.test(trimmed) ? null : 'not_allowed'
}
