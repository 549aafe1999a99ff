import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Profile } from '#shared/schemas/account.ts'

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiGet<Profile>('/profile', undefined, signal),
  })

export function useProfile() {
  return useQuery(profileQueryOptions())
}
