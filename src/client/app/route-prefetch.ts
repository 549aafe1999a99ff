import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import { isUuid } from '#shared/ids.ts'

// Starts a page's queries so its data downloads alongside its code. Never waits: the page
// shows its skeletons at once. Each route imports only its own query options (modules its page
// imports too), so no page's first visit carries another page's code.
const filterParams = async (search: URLSearchParams, sort: 'rating' | 'relevance') => {
  const { filtersToApiParams, readFilters } = await import(
    '#client/features/catalog/hooks/product-filters.ts'
  )
  return filtersToApiParams(readFilters(search, sort))
}

export type PrefetchName = 'category' | 'search' | 'product'
type RouteInput = { queryClient: QueryClient; params: Params; search: URLSearchParams }

const prefetchers: Record<PrefetchName, (input: RouteInput) => Promise<void>> = {
  async category({ queryClient, params, search }) {
    const id = params.id ?? ''
    if (!isUuid(id)) return
    const [{ categoryQueryOptions }, { categoryProductsQueryOptions }, filters] = await Promise.all([
      import('#client/features/catalog/api/get-category.ts'),
      import('#client/features/catalog/api/get-category-products.ts'),
      filterParams(search, 'rating'),
    ])
    await Promise.all([
      queryClient.prefetchQuery(categoryQueryOptions(id)),
      queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(id, filters)),
    ])
  },
  async search({ queryClient, search }) {
    const q = (search.get('q') ?? '').trim()
    if (!q) return
    const [{ searchProductsQueryOptions, searchParamsOf }, filters] = await Promise.all([
      import('#client/features/catalog/api/search-products.ts'),
      filterParams(search, 'relevance'),
    ])
    await queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(q, searchParamsOf(search, filters)))
  },
  async product({ queryClient, params }) {
    const id = params.id ?? ''
    if (!isUuid(id)) return
    const [{ productQueryOptions }, { relatedProductsQueryOptions }] = await Promise.all([
      import('#client/features/catalog/api/get-product.ts'),
      import('#client/features/catalog/api/get-related-products.ts'),
    ])
    await Promise.all([
      queryClient.prefetchQuery(productQueryOptions(id)),
      queryClient.prefetchQuery(relatedProductsQueryOptions(id)),
    ])
  },
}

export function prefetchRoute(name: PrefetchName, input: RouteInput): void {
  void prefetchers[name](input)
}

/** The same queries, resolved: the server's page renderer waits for them (entry-server.tsx). */
export function loadRouteData(name: PrefetchName, input: RouteInput): Promise<void> {
  return prefetchers[name](input)
}
