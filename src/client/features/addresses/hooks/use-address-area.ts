import { useDeliveryLocations } from '#client/features/delivery/public.ts'
import type { Address } from '#shared/schemas/account.ts'
import type { DeliveryLocation } from '#shared/schemas/catalog.ts'

/** The active delivery area an address belongs to; null when it has none (or it was closed). */
export function useAddressArea(
  address: Pick<Address, 'locationId'> | null | undefined,
): DeliveryLocation | null {
  const areas = useDeliveryLocations()
  if (!address?.locationId) return null
  return areas.data?.find((area) => area.id === address.locationId) ?? null
}
