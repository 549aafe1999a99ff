import { notify } from '#client/lib/toast.ts'

/**
 * Favourite state of one product. Favourites need sign-in (spec section 5); the favourites
 * issue fills in the signed-in behaviour, until then a product is never a favourite.
 */
export function useFavoriteToggle(_productId: string, signedIn: boolean) {
  return {
    isFavorite: false,
    toggle: () => {
      if (!signedIn) {
        notify.error('Please sign in to add favorites')
        return
      }
    },
  }
}
