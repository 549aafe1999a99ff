import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { StoreInfo } from '#shared/schemas/catalog.ts'

/** Shown until /store answers (decisions.md 12: STORE_NAME defaults to 'FreshCart'). */
export const FALLBACK_STORE_NAME = 'FreshCart'

export function getStoreInfo(signal?: AbortSignal) {
  return apiGet<StoreInfo>('/store', undefined, signal)
}

export const storeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['store', 'info'],
    queryFn: ({ signal }) => getStoreInfo(signal),
    staleTime: 30 * 60_000,
  })

export function useStoreInfo() {
  return useQuery(storeInfoQueryOptions())
}
