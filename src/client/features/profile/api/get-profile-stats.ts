import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { ProfileStats } from '#shared/schemas/orders.ts'

/** Total Orders, Total Saved and Member Status, computed on the server from the user's orders. */
export const profileStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'stats'],
    queryFn: ({ signal }) => apiGet<ProfileStats>('/profile/stats', undefined, signal),
  })

export function useProfileStats() {
  return useQuery(profileStatsQueryOptions())
}
