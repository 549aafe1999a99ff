import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { OrderTab } from '#shared/order-status.ts'
import type { OrderPage } from '#shared/schemas/orders.ts'

export const ORDERS_QUERY_KEY = ['orders'] as const

/** One page of the user's orders in a My Orders tab, newest first (decisions.md 15). */
export function getOrders(tab: OrderTab, page: number, signal?: AbortSignal) {
  return apiGet<OrderPage>('/orders', { tab, page }, signal)
}

export const ordersQueryOptions = (tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', tab],
    queryFn: ({ pageParam, signal }) => getOrders(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    // Statuses change behind the shopper's back (the store works on the order): ask again on open.
    staleTime: 0,
  })

export function useOrders(tab: OrderTab) {
  return useInfiniteQuery(ordersQueryOptions(tab))
}
