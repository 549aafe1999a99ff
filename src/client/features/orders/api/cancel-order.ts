import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { ORDERS_QUERY_KEY } from './get-orders.ts'

/** A customer may cancel only a pending order (decisions.md 4); stock and slot place go back. */
export function cancelOrder(id: string) {
  return apiRequest<OrderDetail>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' })
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => queryClient.setQueryData([...ORDERS_QUERY_KEY, 'detail', order.id], order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: ['notifications'] })
      void queryClient.invalidateQueries({ queryKey: ['profile', 'stats'] })
    },
  })
}
