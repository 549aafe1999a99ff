import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '#client/lib/api-client.ts'
import { translator } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/cart.json'
import offlineMessages from '#shared/i18n/en/offline.json'
import type { CartProduct } from '#shared/schemas/cart.ts'
import { useCart } from '../api/get-cart.ts'
import { setQuantity } from './cart-sync.ts'

type CartActionOptions = {
  /** Product detail shows a notice and moves to /auth; every other list only shows the toast. */
  redirectToSignIn?: boolean
}

const t = translator(messages)
const toffline = translator(offlineMessages)

/**
 * Everything that changes the cart goes through here, so every Add button and stepper behaves
 * the same (decisions.md 8). Visitors get the sign-in rule of spec section 5. Products are
 * accepted as any list gives them (a ProductSummary or a cart line's product).
 */
export function useCartActions(signedIn: boolean) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const lines = useCart(signedIn).data?.items
  const lineOf = (productId: string) => (signedIn ? lines?.find((l) => l.productId === productId) : undefined)

  const requireSignIn = ({ redirectToSignIn = false }: CartActionOptions = {}) => {
    if (signedIn) return true
    if (redirectToSignIn) {
      notify.error(t('cart.signInRequired'), { description: t('cart.signInToAdd') })
      // The accounts pages return to ?redirect= after signing in.
      navigate(`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`)
    } else {
      notify.error(t('cart.signInToAdd'))
    }
    return false
  }

  const change = (product: CartProduct, quantity: number, texts: { done?: string; failed: string }) => {
    setQuantity(queryClient, product, quantity).then(
      (result) => {
        if (result === 'queued') notify.info(toffline('offline.cartQueued'))
        else if (texts.done) notify.success(texts.done)
      },
      (error: unknown) => {
        console.error(texts.failed, error)
        notify.error(failureMessage(error, texts.failed))
      },
    )
  }

  const quantityOf = (productId: string) => lineOf(productId)?.quantity ?? 0

  return {
    quantityOf,
    /** The freshest stock figure known: the cart's own when the product is in it. */
    stockOf: (product: CartProduct) => lineOf(product.id)?.product.stockQuantity ?? product.stockQuantity,
    add: (product: CartProduct, options?: CartActionOptions) => {
      if (!requireSignIn(options)) return
      const detail = options?.redirectToSignIn === true
      change(product, quantityOf(product.id) + 1, {
        done: detail ? t('cart.addedDetail') : t('cart.added'),
        failed: detail ? t('cart.addFailedDetail') : t('cart.addFailed'),
      })
    },
    /** 0 removes the line; a negative quantity is ignored (spec section 4). */
    setQuantity: (product: CartProduct, quantity: number, failed = t('cart.updateFailed')) => {
      if (quantity < 0 || !requireSignIn()) return
      change(product, quantity, { failed })
    },
    remove: (product: CartProduct) => {
      if (!requireSignIn()) return
      change(product, 0, { done: t('cart.removed'), failed: t('cart.removeFailed') })
    },
  }
}

export type CartActions = ReturnType<typeof useCartActions>

/** A refused quantity names the product and what is left (decisions.md 5): show the server's words. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) return error.message
  if (error instanceof ApiError && error.status === 401) return t('cart.signInToAdd')
  return fallback
}
