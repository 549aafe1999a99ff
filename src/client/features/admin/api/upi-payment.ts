import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { AdminOrderDetail } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export type UpiDecision = 'confirm' | 'reject'

/** Staff saw a UPI payment arrive (confirm) or not (reject: the order is cancelled), ADR 030. */
export function decideUpiPayment(id: string, decision: UpiDecision) {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/payment/${decision}`, {
    method: 'POST',
  })
}

export function useDecideUpiPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: UpiDecision }) => decideUpiPayment(id, decision),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
