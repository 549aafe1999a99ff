import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { ADMIN_PAGE_SIZE } from '#shared/admin-lists.ts'
import type { AdminOrderListQuery, AdminOrderPage, AdminOrderSort } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'
import type { AdminSorted } from './get-admin-products.ts'

export type AdminOrderFilters = Pick<AdminOrderListQuery, 'page' | 'status'> & {
  search?: string | undefined
} & AdminSorted<AdminOrderSort>

export function getAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal) {
  return apiGet<AdminOrderPage>(
    '/admin/orders',
    { ...filters, status: filters.status === 'all' ? undefined : filters.status, pageSize: ADMIN_PAGE_SIZE },
    signal,
  )
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: [...adminKeys.orders, filters],
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters))
}
