import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { OrderDetail, UpiReferenceBody } from '#shared/schemas/orders.ts'
import { ORDERS_QUERY_KEY } from './get-orders.ts'

/** "I have paid": the 12-digit UPI reference of a UPI order (ADR 030). */
export function reportPayment(id: string, body: UpiReferenceBody) {
  return apiRequest<OrderDetail>(`/orders/${encodeURIComponent(id)}/payment-reference`, {
    method: 'POST',
    body,
  })
}

export function useReportPayment(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpiReferenceBody) => reportPayment(orderId, body),
    onSuccess: (order) => queryClient.setQueryData([...ORDERS_QUERY_KEY, 'detail', order.id], order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  })
}

/** The order's UPI payment link as a QR code, drawn by the server. */
export const upiQrUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/upi-qr`
