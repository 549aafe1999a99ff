import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { HomeStrips } from '#shared/schemas/catalog.ts'

export function getHomeStrips(signal?: AbortSignal) {
  return apiGet<HomeStrips>('/home', undefined, signal)
}

export const homeStripsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'home'],
    queryFn: ({ signal }) => getHomeStrips(signal),
  })

export function useHomeStrips() {
  return useQuery(homeStripsQueryOptions())
}
