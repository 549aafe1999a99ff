import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { AdminOrderDetail, OrderStatusChangeBody } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function changeOrderStatus(id: string, body: OrderStatusChangeBody) {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body,
  })
}

/** The status dropdown. A status change moves every count on the dashboard, so all of it refetches. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: OrderStatusChangeBody & { id: string }) => changeOrderStatus(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
