import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { AdminDeliveryArea, DeliveryAreaPincodesBody } from '#shared/schemas/admin.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

export const deliveryAreasQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.deliveryAreas,
    queryFn: ({ signal }) => apiGet<AdminDeliveryArea[]>('/admin/delivery-areas', undefined, signal),
  })

export function useDeliveryAreas() {
  return useQuery(deliveryAreasQueryOptions())
}

/** Saves one area's pincode list; the shop's address form checks against the new list at once. */
export function useSaveAreaPincodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeliveryAreaPincodesBody }) =>
      apiRequest<AdminDeliveryArea>(`/admin/delivery-areas/${id}/pincodes`, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.deliveryAreas })
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.deliveryAreas })
    },
  })
}
