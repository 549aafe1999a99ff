import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction } from 'react-router'
import { categoryQueryOptions } from '#client/features/catalog/api/get-category.ts'
import { categoryProductsQueryOptions } from '#client/features/catalog/api/get-category-products.ts'
import { productQueryOptions } from '#client/features/catalog/api/get-product.ts'
import { relatedProductsQueryOptions } from '#client/features/catalog/api/get-related-products.ts'
import { searchProductsQueryOptions } from '#client/features/catalog/api/search-products.ts'
import { filtersToApiParams, readFilters } from '#client/features/catalog/hooks/product-filters.ts'
import { isUuid } from '#client/lib/is-uuid.ts'

// Route loaders that only start a page's queries, so its data downloads alongside its code.
// They never wait: the page shows its skeletons at once. Loaded lazily with the pages they serve.

export const prefetchCategory =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params, request }) => {
    const id = params.id ?? ''
    if (isUuid(id)) {
      const filters = filtersToApiParams(readFilters(new URL(request.url).searchParams, 'rating'))
      void queryClient.prefetchQuery(categoryQueryOptions(id))
      void queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(id, filters))
    }
    return null
  }

export const prefetchSearch =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    const params = new URL(request.url).searchParams
    const q = (params.get('q') ?? '').trim()
    if (q) {
      const filters = filtersToApiParams(readFilters(params, 'relevance'))
      void queryClient.prefetchInfiniteQuery(searchProductsQueryOptions(q, filters))
    }
    return null
  }

export const prefetchProduct =
  (queryClient: QueryClient): LoaderFunction =>
  ({ params }) => {
    const id = params.id ?? ''
    if (isUuid(id)) {
      void queryClient.prefetchQuery(productQueryOptions(id))
      void queryClient.prefetchQuery(relatedProductsQueryOptions(id))
    }
    return null
  }
