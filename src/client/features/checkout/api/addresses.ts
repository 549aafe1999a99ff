import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { Address, AddressInput } from '#shared/schemas/account.ts'

// Checkout's view of the address book (decisions.md 7): choose a saved address or add one inline.
// Same key and cached shape (the list itself) as the profile's address book, so
// /profile/addresses and checkout share one cache entry.
export const ADDRESSES_QUERY_KEY = ['addresses'] as const

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await apiGet<{ items: Address[] }>('/addresses', undefined, signal)).items
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getAddresses(signal),
  })

export function useAddresses() {
  return useQuery(addressesQueryOptions())
}

export function createAddress(input: AddressInput) {
  return apiRequest<Address>('/addresses', { method: 'POST', body: input })
}

export function useCreateAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  })
}
