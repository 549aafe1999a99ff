import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { ProductReviews, ReviewVote } from '#shared/schemas/reviews.ts'

type Vote = { reviewId: string; helpful: boolean }

export function voteReview({ reviewId, helpful }: Vote) {
  return apiRequest<ReviewVote>(`/reviews/${reviewId}/vote`, { method: helpful ? 'POST' : 'DELETE' })
}

/** Marks or unmarks a review helpful; the server's count replaces the shown one. */
export function useVoteReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: voteReview,
    onSuccess: (vote) => {
      queryClient.setQueryData<InfiniteData<ProductReviews>>(['reviews', productId], (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((review) =>
                  review.id === vote.reviewId
                    ? { ...review, helpfulCount: vote.helpfulCount, votedHelpful: vote.votedHelpful }
                    : review,
                ),
              })),
            }
          : data,
      )
    },
  })
}
