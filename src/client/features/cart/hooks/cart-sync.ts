import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '#client/lib/api-client.ts'
import { isOnline } from '#client/lib/online-status.ts'
import type { Cart, CartProduct } from '#shared/schemas/cart.ts'
import { setCartQuantity } from '../api/set-cart-quantity.ts'
import { CART_QUERY_KEY } from '../public.ts'
import { enqueue, type QueuedChange, queuedQuantities, readQueue, writeQueue } from './offline-cart-queue.ts'

export { CART_QUERY_KEY }

// Every stepper, Add button and cart row goes through setQuantity below (decisions.md 8).
// A click shows at once; per product one request runs at a time and the last click wins, so
// fast clicking never leaves the server and the screen disagreeing because answers crossed.
// Offline, clicks are queued on the device and sent when the network is back (issue 15).

type PendingChange = { quantity: number; product: CartProduct }
const pending = new Map<string, PendingChange>()
const running = new Set<string>()
/** Per product in flight: the server's quantity before the clicks still on their way. */
const serverBase = new Map<string, number>()
/** Whose cart this page shows: queued offline changes belong to one shopper. */
let cartUserId: string | null = null

export function setCartUser(userId: string | null) {
  cartUserId = userId
}

export function cartUser(): string | null {
  return cartUserId
}

/** The server's cart with the clicks that are still on their way laid over it. */
export function withPendingChanges(cart: Cart): Cart {
  const queued = queuedQuantities(readQueue(), cartUserId)
  if (pending.size === 0 && queued.size === 0) return cart
  // Queued offline changes first; a click on its way now is newer.
  const changes = new Map<string, PendingChange>([...queued, ...pending])
  const items = cart.items.map((item) => {
    const change = changes.get(item.productId)
    return change
      ? { ...item, quantity: change.quantity, lineTotal: item.product.price * change.quantity }
      : item
  })
  for (const [productId, { quantity, product }] of changes) {
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

function shownQuantity(queryClient: QueryClient, productId: string): number {
  const cart = queryClient.getQueryData<Cart>(CART_QUERY_KEY)
  return cart?.items.find((item) => item.productId === productId)?.quantity ?? 0
}

/** Keeps a change for later and shows it; its base is what the server held (or was shown). */
function queueOffline(queryClient: QueryClient, userId: string, change: QueuedChange) {
  writeQueue(enqueue(readQueue(), userId, change))
  queryClient.setQueryData<Cart>(CART_QUERY_KEY, (cart) => (cart ? withPendingChanges(cart) : cart))
}

/**
 * Shows `quantity` at once and sends it; rejects with the server's error (the cart is then
 * refetched). Offline, or when the request cannot reach the store, the change is queued on the
 * device instead and the answer is 'queued'.
 */
export async function setQuantity(
  queryClient: QueryClient,
  product: CartProduct,
  quantity: number,
): Promise<'sent' | 'queued'> {
  const userId = cartUserId
  if (userId && !isOnline() && !running.has(product.id)) {
    const baseQuantity = shownQuantity(queryClient, product.id)
    queueOffline(queryClient, userId, { productId: product.id, quantity, baseQuantity, product })
    return 'queued'
  }
  if (!running.has(product.id)) serverBase.set(product.id, shownQuantity(queryClient, product.id))
  pending.set(product.id, { quantity, product })
  queryClient.setQueryData<Cart>(CART_QUERY_KEY, (cart) => (cart ? withPendingChanges(cart) : cart))
  if (running.has(product.id)) return 'sent' // the request in flight sends the newest quantity next
  running.add(product.id)
  try {
    for (let change = pending.get(product.id); change; change = pending.get(product.id)) {
      const cart = await setCartQuantity(product.id, change.quantity)
      if (pending.get(product.id) === change) pending.delete(product.id)
      serverBase.set(product.id, cart.items.find((item) => item.productId === product.id)?.quantity ?? 0)
      queryClient.setQueryData(CART_QUERY_KEY, withPendingChanges(cart))
    }
    return 'sent'
  } catch (error) {
    const unsent = pending.get(product.id)
    pending.delete(product.id)
    if (userId && unsent && error instanceof ApiError && error.code === 'NETWORK') {
      const baseQuantity = serverBase.get(product.id) ?? 0
      queueOffline(queryClient, userId, {
        productId: product.id,
        quantity: unsent.quantity,
        baseQuantity,
        product,
      })
      return 'queued'
    }
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
    throw error
  } finally {
    running.delete(product.id)
    serverBase.delete(product.id)
  }
}
