import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { AdminOrderDetail, DeliveryPartnerInput } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function assignDeliveryPartner(id: string, body: DeliveryPartnerInput) {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/delivery-partner`, {
    method: 'PUT',
    body,
  })
}

/** View Details' delivery partner form (issue 9 item 7). */
export function useAssignDeliveryPartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: DeliveryPartnerInput & { id: string }) => assignDeliveryPartner(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
