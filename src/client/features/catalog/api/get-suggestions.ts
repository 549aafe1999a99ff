import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Suggestions } from '#shared/schemas/search.ts'

export function getSuggestions(q: string, signal?: AbortSignal) {
  return apiGet<Suggestions>('/search/suggest', { q }, signal)
}

/**
 * The header's instant suggestions for the text typed so far (trimmed, non-empty: the server
 * refuses blank text). The query function hands TanStack Query its AbortSignal, so a request for
 * text the shopper has already typed past is aborted when its query loses its last observer.
 * The previous answer stays on screen while the next loads (no flicker between letters).
 */
export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['catalog', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  })

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q))
}
