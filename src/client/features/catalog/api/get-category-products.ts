import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiGet, type QueryParams } from '#client/lib/api-client.ts'
import { PRODUCT_PAGE_SIZE } from '#shared/constants.ts'
import { isUuid } from '#shared/ids.ts'
import type { ProductPage } from '#shared/schemas/catalog.ts'
import { FIRST_PAGE, nextPageParam, type PageParam } from './paging.ts'

export function getCategoryProducts(id: string, params: QueryParams, signal?: AbortSignal) {
  return apiGet<ProductPage>(`/categories/${encodeURIComponent(id)}/products`, params, signal)
}

/** `filters` are the API query parameters from filtersToApiParams (prices already in paise). */
export const categoryProductsQueryOptions = (id: string, filters: QueryParams) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'category-products', id, filters],
    queryFn: ({ pageParam, signal }) =>
      getCategoryProducts(id, { ...filters, ...pageParam, pageSize: PRODUCT_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE as PageParam,
    getNextPageParam: nextPageParam,
    enabled: isUuid(id),
    // While new filters load, keep the old results of the same category on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  })

export function useCategoryProducts(id: string, filters: QueryParams) {
  return useInfiniteQuery(categoryProductsQueryOptions(id, filters))
}
