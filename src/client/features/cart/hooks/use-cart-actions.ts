import { useLocation, useNavigate } from 'react-router'
import { notify } from '#client/lib/toast.ts'
import type { ProductSummary } from '#shared/schemas/catalog.ts'

type CartActionOptions = {
  /** Product detail shows a notice and moves to /auth; every other list only shows the toast. */
  redirectToSignIn?: boolean
}

/**
 * Everything that changes the cart goes through here. For now it handles the visitor (spec
 * section 5: adding needs sign-in); the cart issue fills in the signed-in behaviour.
 */
export function useCartActions(signedIn: boolean) {
  const navigate = useNavigate()
  const location = useLocation()

  const requireSignIn = ({ redirectToSignIn = false }: CartActionOptions = {}) => {
    if (signedIn) return true
    if (redirectToSignIn) {
      notify.error('Sign in required', { description: 'Please sign in to add items to cart' })
      navigate('/auth', { state: { from: location.pathname + location.search } })
    } else {
      notify.error('Please sign in to add items to cart')
    }
    return false
  }

  return {
    /** Quantity of this product in the cart (0 until the cart exists). */
    quantityOf: (_productId: string) => 0,
    add: (_product: ProductSummary, options?: CartActionOptions) => {
      if (!requireSignIn(options)) return
    },
    setQuantity: (_product: ProductSummary, quantity: number) => {
      // Spec section 4: a negative quantity is ignored; steppers never go below 0.
      if (quantity < 0 || !requireSignIn()) return
    },
  }
}

export type CartActions = ReturnType<typeof useCartActions>
