import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { isUuid } from '#shared/ids.ts'
import type { Category } from '#shared/schemas/catalog.ts'

export function getCategory(id: string, signal?: AbortSignal) {
  return apiGet<Category>(`/categories/${encodeURIComponent(id)}`, undefined, signal)
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'category', id],
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: 10 * 60_000,

    enabled: isUuid(id),
  })

export function useCategory(id: string) {
  return useQuery(categoryQueryOptions(id))
}
