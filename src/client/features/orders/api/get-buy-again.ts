import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { BuyAgain } from '#shared/schemas/orders.ts'
import { ORDERS_QUERY_KEY } from './get-orders.ts'

/** Products the signed-in user ordered before, most recent first (decisions.md 11). */
export function getBuyAgain(signal?: AbortSignal) {
  return apiGet<BuyAgain>('/orders/buy-again', undefined, signal)
}

export const buyAgainQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'buy-again'],
    queryFn: ({ signal }) => getBuyAgain(signal),
    select: (data) => data.items,
  })

export function useBuyAgain(signedIn: boolean) {
  return useQuery({ ...buyAgainQueryOptions(), enabled: signedIn })
}
