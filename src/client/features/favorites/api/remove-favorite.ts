import { useMutation, useQueryClient } from '@tanstack/react-query'
import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/favorites.json'
import type { Favorite } from '#shared/schemas/favorites.ts'
import { favoritesQueryOptions } from './get-favorites.ts'
import { setFavorite } from './set-favorite.ts'

const t = translator(messages)

/**
 * The favourites page's Remove: the row leaves the list at once and comes back if it fails.
 * The messages live here, not with the row: the row is gone before the answer arrives.
 */
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
    onSuccess: () => notify.success(t('favorites.removed')),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous)
      console.error('Remove favourite failed', error)
      notify.error(t('favorites.removeFailed'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  })
}
