import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from '#client/features/cart/public.ts'
import { apiRequest } from '#client/lib/api-client.ts'
import type { OrderDetail, PlaceOrderBody } from '#shared/schemas/orders.ts'

/**
 * POST /api/orders. The Idempotency-Key belongs to one checkout attempt: a retry or a double
 * click sends the same key and gets the first order back (200) instead of a second one (201).
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return apiRequest<OrderDetail>('/orders', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      placeOrder(body, idempotencyKey),
    // The order emptied the cart, took a slot place and may show in My Orders and Buy Again.
    // Not awaited: the page moves on to the confirmation without waiting for these refetches.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['delivery', 'slots'] })
      void queryClient.invalidateQueries({ queryKey: ['profile', 'stats'] })
      void queryClient.invalidateQueries({ queryKey: ['notifications'] })
    },
  })
}
