import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { ADMIN_PAGE_SIZE } from '#shared/admin-lists.ts'
import type { AdminProductPage, AdminProductSort, SortDirection } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export type AdminPageFilters = { page: number; search?: string | undefined }
/** A sortable table's column and direction (the server's default when left out). */
export type AdminSorted<K extends string> = { sort?: K; dir?: SortDirection }
type ProductFilters = AdminPageFilters & AdminSorted<AdminProductSort>

export function getAdminProducts(filters: ProductFilters, signal?: AbortSignal) {
  return apiGet<AdminProductPage>('/admin/products', { ...filters, pageSize: ADMIN_PAGE_SIZE }, signal)
}

export const adminProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...adminKeys.products, filters],
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function useAdminProducts(filters: ProductFilters) {
  return useQuery(adminProductsQueryOptions(filters))
}
