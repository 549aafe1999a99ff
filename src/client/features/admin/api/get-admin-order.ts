import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { AdminOrderDetail } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function getAdminOrder(id: string, signal?: AbortSignal) {
  return apiGet<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, undefined, signal)
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 15_000,
  })

export function useAdminOrder(id: string | null) {
  return useQuery({ ...adminOrderQueryOptions(id ?? ''), enabled: id !== null })
}
