import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { RecentOrders } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function getRecentOrders(signal?: AbortSignal) {
  return apiGet<RecentOrders>('/admin/recent-orders', undefined, signal)
}

export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.recentOrders,
    queryFn: ({ signal }) => getRecentOrders(signal),
    staleTime: 30_000,
  })

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions())
}
