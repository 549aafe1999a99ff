import { notify } from '#client/lib/toast.ts'
import { useFavoriteIds } from '../api/get-favorite-ids.ts'
import { useSetFavorite } from '../api/set-favorite.ts'

/**
 * Favourite state of one product and its toggle (spec sections 4, 5 and 8): visitors are told to
 * sign in; for users the heart changes at once and goes back if saving fails.
 */
export function useFavoriteToggle(productId: string, signedIn: boolean) {
  const ids = useFavoriteIds(signedIn)
  const setFavorite = useSetFavorite()
  const isFavorite = signedIn && (ids.data?.includes(productId) ?? false)
  return {
    isFavorite,
    toggle: () => {
      if (!signedIn) {
        notify.error('Please sign in to add favorites')
        return
      }
      const favorite = !isFavorite
      setFavorite.mutate(
        { productId, favorite },
        {
          onSuccess: () => notify.success(favorite ? 'Added to favorites' : 'Removed from favorites'),
          onError: (error) => {
            console.error('Favourite toggle failed', error)
            notify.error('Failed to update favorites')
          },
        },
      )
    },
  }
}
