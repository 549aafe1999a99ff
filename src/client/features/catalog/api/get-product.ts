import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { isUuid } from '#shared/ids.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'

export function getProduct(id: string, signal?: AbortSignal) {
  return apiGet<ProductDetail>(`/products/${encodeURIComponent(id)}`, undefined, signal)
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),

    enabled: isUuid(id),
  })

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
