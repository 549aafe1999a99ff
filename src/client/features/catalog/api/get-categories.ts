import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Category } from '#shared/schemas/catalog.ts'

export function getCategories(signal?: AbortSignal) {
  return apiGet<Category[]>('/categories', undefined, signal)
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
