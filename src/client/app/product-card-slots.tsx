import { lazy, Suspense } from 'react'
import { useCurrentUser } from '#client/features/auth/api/get-session.ts'
import { CartControl } from '#client/features/cart/components/cart-control.tsx'
import { useCartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { isPurchasable } from '#client/features/catalog/components/product-card.tsx'
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import type { SuggestedProduct } from '#shared/schemas/search.ts'

// Only out-of-stock products of signed-in shoppers need it: loaded when the first one shows.
const NotifyMeButton = lazy(async () => ({
  default: (await import('#client/features/stock-alerts/components/notify-me-button.tsx')).NotifyMeButton,
}))

type ActionProps = { product: ProductSummary; cart: ReturnType<typeof useCartActions>; signedIn: boolean }

/**
 * The Add button or stepper; for a signed-in shopper an out-of-stock product offers "Notify me"
 * instead of a dead Add (issue 12 item 9). `detail` is product detail's action bar.
 */
export function ProductAction({
  product,
  cart,
  signedIn,
  detail = false,
}: ActionProps & { detail?: boolean }) {
  const variant = detail ? 'detail' : 'card'
  if (signedIn && !isPurchasable(product) && cart.quantityOf(product.id) === 0) {
    return (
      <Suspense fallback={<span className={detail ? 'block h-12 w-44' : 'block h-8 w-20'} />}>
        <NotifyMeButton product={product} variant={variant} />
      </Suspense>
    )
  }
  return <CartControl product={product} cart={cart} variant={variant} />
}

/**
 * What every product list puts on its cards from other features: the Add button or stepper and
 * the favourite heart. One cart subscription per page, not per card (issue 12 item 7).
 */
export function useProductCardSlots() {
  const { user } = useCurrentUser()
  const signedIn = user !== null
  const cart = useCartActions(signedIn)
  return {
    signedIn,
    cart,
    renderAction: (product: ProductSummary) => (
      <ProductAction product={product} cart={cart} signedIn={signedIn} />
    ),
    renderFavorite: (product: ProductSummary) => (
      <FavoriteButton productId={product.id} productName={product.name} signedIn={signedIn} size="sm" />
    ),
  }
}

/** The Add button or stepper beside a product the header search suggests (issue 11). */
export function SuggestionAction({ product }: { product: SuggestedProduct }) {
  const { user } = useCurrentUser()
  const cart = useCartActions(user !== null)
  return <CartControl product={product} cart={cart} />
}
