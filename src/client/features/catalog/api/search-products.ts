import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiGet, type QueryParams } from '#client/lib/api-client.ts'
import { PRODUCT_PAGE_SIZE } from '#shared/constants.ts'
import type { ProductPage } from '#shared/schemas/catalog.ts'
import { nextPageParam } from './paging.ts'

export function searchProducts(q: string, params: QueryParams, signal?: AbortSignal) {
  return apiGet<ProductPage>('/search', { q, ...params }, signal)
}

/** The server refuses blank queries, so callers only enable this with trimmed, non-empty text. */
export const searchProductsQueryOptions = (q: string, filters: QueryParams) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'search', q, filters],
    queryFn: ({ pageParam, signal }) =>
      searchProducts(q, { ...filters, page: pageParam, pageSize: PRODUCT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: q.length > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === q ? previous : undefined),
  })

export function useSearchProducts(q: string, filters: QueryParams) {
  return useInfiniteQuery(searchProductsQueryOptions(q, filters))
}
