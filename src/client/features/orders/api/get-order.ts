import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { ORDERS_QUERY_KEY } from './get-orders.ts'

/** One of the user's own orders; another user's or an unknown id answers 404. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiGet<OrderDetail>(`/orders/${encodeURIComponent(id)}`, undefined, signal)
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  })

export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled: options.enabled ?? true })
}
