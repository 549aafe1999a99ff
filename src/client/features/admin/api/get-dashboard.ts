import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { DashboardSummary } from '#shared/schemas/admin.ts'
import { adminKeys } from './admin-keys.ts'

export function getDashboardSummary(signal?: AbortSignal) {
  return apiGet<DashboardSummary>('/admin/dashboard', undefined, signal)
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: 30_000,
  })

export function useDashboardSummary() {
  return useQuery(dashboardQueryOptions())
}
