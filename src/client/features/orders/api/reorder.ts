import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from '#client/features/cart/public.ts'
import { apiRequest } from '#client/lib/api-client.ts'
import type { ReorderResult } from '#shared/schemas/orders.ts'

/** Puts a delivered order's available items back in the cart (decisions.md 11). */
export function reorder(id: string) {
  return apiRequest<ReorderResult>(`/orders/${encodeURIComponent(id)}/reorder`, { method: 'POST' })
}

export function useReorder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reorder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
    },
  })
}
