import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Category } from '#shared/schemas/catalog.ts'
import { adminKeys } from './admin-keys.ts'

/** The product form's category choices (the public list of active categories). */
export function getCategories(signal?: AbortSignal) {
  return apiGet<Category[]>('/categories', undefined, signal)
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  })

export function useCategoryChoices() {
  return useQuery(adminCategoriesQueryOptions())
}
