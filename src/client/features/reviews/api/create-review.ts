import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { CreateReviewInput, Review } from '#shared/schemas/reviews.ts'

export function createReview(productId: string, input: CreateReviewInput) {
  return apiRequest<Review>(`/products/${productId}/reviews`, { method: 'POST', body: input })
}

/** A new review changes the list and the product's rating and count. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(productId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews', productId] })
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'product', productId] })
    },
  })
}
