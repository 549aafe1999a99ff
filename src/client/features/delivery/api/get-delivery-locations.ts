import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { DeliveryLocation } from '#shared/schemas/catalog.ts'

/** Active delivery areas, quickest first (spec section 7). */
export function getDeliveryLocations(signal?: AbortSignal) {
  return apiGet<DeliveryLocation[]>('/delivery-locations', undefined, signal)
}

export const deliveryLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery', 'locations'],
    queryFn: ({ signal }) => getDeliveryLocations(signal),
    staleTime: 30 * 60_000,
  })

export function useDeliveryLocations() {
  return useQuery(deliveryLocationsQueryOptions())
}
