import type { QueryClient } from '@tanstack/react-query'
import type { Cart, CartProduct } from '#shared/schemas/cart.ts'
import { setCartQuantity } from '../api/set-cart-quantity.ts'

export const CART_QUERY_KEY = ['cart'] as const

// Every stepper, Add button and cart row goes through setQuantity below (decisions.md 8).
// A click shows at once; per product one request runs at a time and the last click wins, so
// fast clicking never leaves the server and the screen disagreeing because answers crossed.

type PendingChange = { quantity: number; product: CartProduct }
const pending = new Map<string, PendingChange>()
const running = new Set<string>()

/** The server's cart with the clicks that are still on their way laid over it. */
export function withPendingChanges(cart: Cart): Cart {
  if (pending.size === 0) return cart
  const items = cart.items.map((item) => {
    const change = pending.get(item.productId)
    return change
      ? { ...item, quantity: change.quantity, lineTotal: item.product.price * change.quantity }
      : item
  })
  for (const [productId, { quantity, product }] of pending) {
    if (items.some((item) => item.productId === productId)) continue
    items.push({
      productId,
      quantity,
      product,
      lineTotal: product.price * quantity,
      outOfStock: false,
      unavailable: false,
      overStock: false,
    })
  }
  const kept = items.filter((item) => item.quantity > 0)
  return { ...cart, items: kept, totalQuantity: kept.reduce((sum, item) => sum + item.quantity, 0) }
}

/** Shows `quantity` at once and sends it; rejects with the server's error (the cart is then refetched). */
export async function setQuantity(queryClient: QueryClient, product: CartProduct, quantity: number) {
  pending.set(product.id, { quantity, product })
  queryClient.setQueryData<Cart>(CART_QUERY_KEY, (cart) => (cart ? withPendingChanges(cart) : cart))
  if (running.has(product.id)) return // the request in flight sends the newest quantity next
  running.add(product.id)
  try {
    for (let change = pending.get(product.id); change; change = pending.get(product.id)) {
      const cart = await setCartQuantity(product.id, change.quantity)
      if (pending.get(product.id) === change) pending.delete(product.id)
      queryClient.setQueryData(CART_QUERY_KEY, withPendingChanges(cart))
    }
  } catch (error) {
    pending.delete(product.id)
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
    throw error
  } finally {
    running.delete(product.id)
  }
}
