import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { isUuid } from '#shared/ids.ts'
import type { ProductSummary } from '#shared/schemas/catalog.ts'

export function getRelatedProducts(id: string, signal?: AbortSignal) {
  return apiGet<ProductSummary[]>(`/products/${encodeURIComponent(id)}/related`, undefined, signal)
}

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'related', id],
    queryFn: ({ signal }) => getRelatedProducts(id, signal),

    enabled: isUuid(id),
  })

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id))
}
