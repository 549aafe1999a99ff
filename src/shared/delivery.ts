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
