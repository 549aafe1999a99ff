import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { DeliverySlot } from '#shared/schemas/orders.ts'

/** The open slots (the list checkout offers); the header promises the first one with room. */
export function getOpenSlots(signal?: AbortSignal) {
  return apiGet<{ items: DeliverySlot[] }>('/delivery-slots', undefined, signal)
}

export const earliestSlotQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery', 'earliest-slot'],
    queryFn: ({ signal }) => getOpenSlots(signal),
    // A slot fills or ends while the shopper browses: a minute old at most.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    select: (data) => data.items.find((slot) => !slot.isFull) ?? null,
  })

export function useEarliestSlot() {
  return useQuery(earliestSlotQueryOptions())
}
