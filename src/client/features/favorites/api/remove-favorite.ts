import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Favorite } from '#shared/schemas/favorites.ts'
import { favoritesQueryOptions } from './get-favorites.ts'
import { setFavorite } from './set-favorite.ts'

/** The favourites page's Remove: the row leaves the list at once and comes back if it fails. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient()
  const listKey = favoritesQueryOptions().queryKey
  return useMutation({
    mutationFn: (productId: string) => setFavorite({ productId, favorite: false }),
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previous = queryClient.getQueryData<Favorite[]>(listKey)
      queryClient.setQueryData<Favorite[]>(listKey, (items) =>
        items?.filter((f) => f.productId !== productId),
      )
      return { previous }
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  })
}
