import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { Address, AddressInput } from '#shared/schemas/account.ts'

// The one address book (issue 16 item 2): /profile/addresses and checkout read and change it
// through these hooks. Every change reloads the list: Set as Default and deleting the default
// change two rows on the server.

export const ADDRESSES_QUERY_KEY = ['addresses'] as const

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: Address[] }>('/addresses', undefined, signal)).items,
  })

/** Default first, then newest first (the server's order). */
export function useAddresses() {
  return useQuery(addressesQueryOptions())
}

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Not awaited: the caller's message must come before the refetch can unmount its row.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY })
    },
  })
}

/** Adds an address (id null) or replaces one; answers the saved address. */
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
