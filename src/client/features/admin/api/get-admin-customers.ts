import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { ADMIN_PAGE_SIZE } from '#shared/admin-lists.ts'
import type { AdminCustomerPage, AdminCustomerSort } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'
import type { AdminPageFilters, AdminSorted } from './get-admin-products.ts'

type CustomerFilters = AdminPageFilters & AdminSorted<AdminCustomerSort>

export function getAdminCustomers(filters: CustomerFilters, signal?: AbortSignal) {
  return apiGet<AdminCustomerPage>('/admin/customers', { ...filters, pageSize: ADMIN_PAGE_SIZE }, signal)
}

export const adminCustomersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: [...adminKeys.customers, filters],
    queryFn: ({ signal }) => getAdminCustomers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export function useAdminCustomers(filters: CustomerFilters) {
  return useQuery(adminCustomersQueryOptions(filters))
}
