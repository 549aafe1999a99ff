import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { Address, AddressInput } from '#shared/schemas/account.ts'

// The address book: list, add, edit, delete, Set as Default. Every change reloads the list
// (Set as Default changes two rows on the server).

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: Address[] }>('/addresses', undefined, signal)).items,
  })

export function useAddresses() {
  return useQuery(addressesQueryOptions())
}

function useAddressMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Not awaited: the caller's message must come before the refetch can unmount its row.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['addresses'] })
    },
  })
}

export function useSaveAddress() {
  return useAddressMutation(({ id, input }: { id: string | null; input: AddressInput }) =>
    id
      ? apiRequest<Address>(`/addresses/${id}`, { method: 'PUT', body: input })
      : apiRequest<Address>('/addresses', { method: 'POST', body: input }),
  )
}

export function useDeleteAddress() {
  return useAddressMutation((id: string) => apiRequest(`/addresses/${id}`, { method: 'DELETE' }))
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: string) =>
    apiRequest<Address>(`/addresses/${id}/default`, { method: 'POST' }),
  )
}
