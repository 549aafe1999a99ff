import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import { REVIEW_PAGE_SIZE } from '#shared/constants.ts'
import type { ProductReviews } from '#shared/schemas/reviews.ts'

/** Newest first, a page at a time ('Show more reviews'). */
export const productReviewsQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', productId],
    queryFn: ({ pageParam, signal }) =>
      apiGet<ProductReviews>(
        `/products/${productId}/reviews`,
        { page: pageParam, pageSize: REVIEW_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  })

export function useProductReviews(productId: string) {
  return useInfiniteQuery(productReviewsQueryOptions(productId))
}
