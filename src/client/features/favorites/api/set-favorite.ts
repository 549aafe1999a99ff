import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { FavoriteState } from '#shared/schemas/favorites.ts'
import { favoriteIdsQueryOptions } from './get-favorite-ids.ts'

type Change = { productId: string; favorite: boolean }

export function setFavorite({ productId, favorite }: Change) {
  return favorite
    ? apiRequest<FavoriteState>('/favorites', { method: 'POST', body: { productId } })
    : apiRequest<FavoriteState>(`/favorites/${productId}`, { method: 'DELETE' })
}

/** Hearts change at once; a failed save puts the old state back (the caller shows the message). */
export function useSetFavorite() {
  const queryClient = useQueryClient()
  const idsKey = favoriteIdsQueryOptions().queryKey
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ productId, favorite }: Change) => {
      await queryClient.cancelQueries({ queryKey: idsKey })
      const previous = queryClient.getQueryData(idsKey)
      queryClient.setQueryData(idsKey, (ids = []) => applyFavorite(ids, productId, favorite))
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  })
}

export function applyFavorite(ids: readonly string[], productId: string, favorite: boolean): string[] {
  const rest = ids.filter((id) => id !== productId)
  return favorite ? [productId, ...rest] : rest
}
