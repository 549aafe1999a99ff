import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/favorites.json'
import { useFavoriteIds } from '../api/get-favorite-ids.ts'
import { useSetFavorite } from '../api/set-favorite.ts'

const t = translator(messages)

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
        notify.error(t('favorites.signInToAdd'))
        return
      }
      const favorite = !isFavorite
      setFavorite.mutate(
        { productId, favorite },
        {
          onSuccess: () => notify.success(favorite ? t('favorites.added') : t('favorites.removed')),
          onError: (error) => {
            console.error('Favourite toggle failed', error)
            notify.error(t('favorites.updateFailed'))
          },
        },
      )
    },
  }
}
