import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Analytics } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function getAnalytics(signal?: AbortSignal) {
  return apiGet<Analytics>('/admin/analytics', undefined, signal)
}

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => getAnalytics(signal),
    staleTime: 30_000,
  })

export function useAnalytics() {
  return useQuery(analyticsQueryOptions())
}
