import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { ADMIN_PAGE_SIZE, type AdminProductPage } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export type AdminPageFilters = { page: number; search?: string | undefined }

export function getAdminProducts(filters: AdminPageFilters, signal?: AbortSignal) {
  return apiGet<AdminProductPage>('/admin/products', { ...filters, pageSize: ADMIN_PAGE_SIZE }, signal)
}

export const adminProductsQueryOptions = (filters: AdminPageFilters) =>
  queryOptions({
    queryKey: [...adminKeys.products, filters],
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function useAdminProducts(filters: AdminPageFilters) {
  return useQuery(adminProductsQueryOptions(filters))
}
