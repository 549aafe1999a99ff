import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { ADMIN_PAGE_SIZE } from '#shared/admin-lists.ts'
import type { AdminReviewPage } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'
import type { AdminPageFilters } from './get-admin-products.ts'

export function getAdminReviews(filters: AdminPageFilters, signal?: AbortSignal) {
  return apiGet<AdminReviewPage>('/admin/reviews', { ...filters, pageSize: ADMIN_PAGE_SIZE }, signal)
}

export const adminReviewsQueryOptions = (filters: AdminPageFilters) =>
  queryOptions({
    queryKey: [...adminKeys.reviews, filters],
    queryFn: ({ signal }) => getAdminReviews(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function useAdminReviews(filters: AdminPageFilters) {
  return useQuery(adminReviewsQueryOptions(filters))
}
