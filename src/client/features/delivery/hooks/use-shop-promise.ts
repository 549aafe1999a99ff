import { type ShopPromise, shopPromise } from '#client/lib/delivery-promise-text.ts'
import { useLocale } from '#client/lib/i18n.ts'
import { useEarliestSlot } from '../api/get-earliest-slot.ts'
import { useDeliveryLocation } from './use-delivery-location.ts'

/**
 * The promise before checkout (decisions.md 18, ADR 020): the selected area's earliest open slot,
 * or its delivery time when no slot is known. Null while the slots are loading, so no page flashes
 * a time the slot then contradicts. The header and every other page that promises a time use it.
 */
export function useShopPromise(): ShopPromise | null {
  useLocale()
  const { selected } = useDeliveryLocation()
  const earliest = useEarliestSlot()
  if (earliest.isPending) return null
  return shopPromise(earliest.data ?? null, selected?.deliveryTime)
}
