import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import { categoryQueryOptions } from '#client/features/catalog/api/get-category.ts'
import { categoryProductsQueryOptions } from '#client/features/catalog/api/get-category-products.ts'
import { productQueryOptions } from '#client/features/catalog/api/get-product.ts'
import { relatedProductsQueryOptions } from '#client/features/catalog/api/get-related-products.ts'
import { searchProductsQueryOptions } from '#client/features/catalog/api/search-products.ts'
import { filtersToApiParams, readFilters } from '#client/features/catalog/hooks/product-filters.ts'
import { isUuid } from '#client/lib/is-uuid.ts'

// Starts a page's queries so its data downloads alongside its code. Never waits: the page
// shows its skeletons at once. Loaded lazily with the pages it serves.

export type PrefetchName = 'category' | 'search' | 'product'
type RouteInput = { queryClient: QueryClient; params: Params; search: URLSearchParams }

const prefetchers: Record<PrefetchName, (input: RouteInput) => void> = {
  category({ queryClient, params, search }) {
    const id = params.id ?? ''
    if (!isUuid(id)) return
    const filters = filtersToApiParams(readFilters(search, 'rating'))
    void queryClient.prefetchQuery(categoryQueryOptions(id))
    void queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(id, filters))
  },
  search({ queryClient, search }) {
    const q = (search.get('q') ?? '').trim()
    if (!q) return
    const filters = filtersToApiParams(readFilters(search, 'relevance'))
    void queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(q, filters))
  },
  product({ queryClient, params }) {
    const id = params.id ?? ''
    if (!isUuid(id)) return
    void queryClient.prefetchQuery(productQueryOptions(id))
    void queryClient.prefetchQuery(relatedProductsQueryOptions(id))
  },
}

export function prefetchRoute(name: PrefetchName, input: RouteInput): void {
  prefetchers[name](input)
}
