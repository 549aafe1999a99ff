import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

export function deleteReview(id: string) {
  return apiRequest<{ ok: true }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** A delete changes the product's rating and review count, so product views refetch too. */
export function useDeleteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => {
      for (const queryKey of [adminKeys.reviews, adminKeys.products, storefrontKeys.catalog, ['reviews']]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
