import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { DeliverySlot } from '#shared/schemas/orders.ts'

/** Active slots from today, by date then time, 10 at most; full ones included (spec section 7). */
export function getDeliverySlots(signal?: AbortSignal) {
  return apiGet<{ items: DeliverySlot[] }>('/delivery-slots', undefined, signal)
}

export const deliverySlotsQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery', 'slots'],
    queryFn: ({ signal }) => getDeliverySlots(signal),
    // Slots fill up while the shopper decides: always ask again when checkout opens.
    staleTime: 0,
    select: (data) => data.items,
  })

export function useDeliverySlots() {
  return useQuery(deliverySlotsQueryOptions())
}
