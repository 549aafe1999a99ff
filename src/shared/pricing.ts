import { DEFAULT_STORE_SETTINGS } from './constants.ts'
import type { StoreSettings } from './schemas/store-settings.ts'

export type PricingSettings = Pick<StoreSettings, 'deliveryFee' | 'freeDeliveryThreshold'>

/**
 * The one pricing rule (decisions.md 1), used by the server for cart and checkout totals:
 * free delivery at a subtotal at or above the threshold, else the fee. An empty cart costs nothing.
 */
export function priceCart(subtotal: number, settings: PricingSettings = DEFAULT_STORE_SETTINGS) {
  const deliveryFee = subtotal === 0 || subtotal >= settings.freeDeliveryThreshold ? 0 : settings.deliveryFee
  return { subtotal, deliveryFee, total: subtotal + deliveryFee }
}
