import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { AdminSearchWord, SearchWordBody, SearchWords } from '#shared/schemas/search.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

export function useSearchWords() {
  return useQuery({
    queryKey: adminKeys.searchWords,
    queryFn: ({ signal }) => apiGet<SearchWords>('/admin/search-words', undefined, signal),
  })
}

/** A new entry (POST), or an edit over the version the form was loaded with (PUT, ADR 015). */
export function saveSearchWord({
  id,
  body,
  version,
}: {
  id: string | null
  body: SearchWordBody
  version?: number | undefined
}) {
  return apiRequest<AdminSearchWord>(
    id ? `/admin/search-words/${encodeURIComponent(id)}` : '/admin/search-words',
    {
      method: id ? 'PUT' : 'POST',
      body: id ? { ...body, version } : body,
    },
  )
}

export function deleteSearchWord(id: string) {
  return apiRequest<{ ok: true }>(`/admin/search-words/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** A change reorders search results and suggestions: the shop's catalogue queries refetch too. */
function useSearchWordMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // A list read still under way began before this write: it is dropped and read again
      // (invalidating alone would wait for it when the list has no data yet, and show it stale).
      await queryClient.cancelQueries({ queryKey: adminKeys.searchWords })
      for (const queryKey of [adminKeys.searchWords, storefrontKeys.catalog]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}

export const useSaveSearchWord = () => useSearchWordMutation(saveSearchWord)
export const useDeleteSearchWord = () => useSearchWordMutation(deleteSearchWord)
