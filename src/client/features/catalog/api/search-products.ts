import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiGet, type QueryParams } from '#client/lib/api-client.ts'
import { PRODUCT_PAGE_SIZE } from '#shared/constants.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'
import { FIRST_PAGE, nextPageParam, type PageParam } from './paging.ts'

export function searchProducts(q: string, params: QueryParams, signal?: AbortSignal) {
  return apiGet<SearchPage>('/search', { q, ...params }, signal)
}

/** The server refuses blank queries, so callers only enable this with trimmed, non-empty text. */
export const searchProductsQueryOptions = (q: string, filters: QueryParams) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'search', q, filters],
    queryFn: ({ pageParam, signal }) =>
      searchProducts(q, { ...filters, ...pageParam, pageSize: PRODUCT_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE as PageParam,
    getNextPageParam: nextPageParam,
    enabled: q.length > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === q ? previous : undefined),
  })

/** The search page's API parameters beyond q: the filters, and `exact` when the URL asks for it. */
export function searchParamsOf(url: URLSearchParams, filters: QueryParams): QueryParams {
  return url.get('exact') === 'true' ? { ...filters, exact: 'true' } : filters
}

export function useSearchProducts(q: string, filters: QueryParams) {
  return useInfiniteQuery(searchProductsQueryOptions(q, filters))
}
