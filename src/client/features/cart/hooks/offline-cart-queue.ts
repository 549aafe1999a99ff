import { readStored, writeStored } from '#client/lib/storage.ts'
import type { CartProduct } from '#shared/schemas/cart.ts'

// Cart changes made offline (issue 15, ADR 031): kept on the device, one entry per product, and
// sent when the network is back (offline-cart-sync.ts). cart-sync.ts queues the clicks.

export type QueuedChange = {
  productId: string
  /** The quantity the shopper chose last. */
  quantity: number
  /** The quantity on screen before the first offline change: what the change is relative to. */
  baseQuantity: number
  /** The product as the shopper saw it (price, stock), to tell them what changed since. */
  product: CartProduct
}

export type OfflineCartQueue = { userId: string; changes: QueuedChange[] }

const STORAGE_KEY = 'freshcart:offline-cart'

/**
 * Adds a click to the queue. A product's later clicks replace its quantity and keep its first
 * base, so five taps offline are one change of +5, not five requests.
 */
export function enqueue(
  queue: OfflineCartQueue | null,
  userId: string,
  change: QueuedChange,
): OfflineCartQueue {
  const changes = queue?.userId === userId ? queue.changes : []
  const earlier = changes.find((c) => c.productId === change.productId)
  const merged = earlier
    ? { ...change, baseQuantity: earlier.baseQuantity, product: earlier.product }
    : change
  return {
    userId,
    changes: [...changes.filter((c) => c.productId !== change.productId), merged],
  }
}

/** The queued quantities laid over a cart, as the screen shows them while offline. */
export function queuedQuantities(
  queue: OfflineCartQueue | null,
  userId: string | null,
): Map<string, QueuedChange> {
  if (!queue || queue.userId !== userId) return new Map()
  return new Map(queue.changes.map((c) => [c.productId, c]))
}

export function readQueue(): OfflineCartQueue | null {
  const text = readStored(STORAGE_KEY)
  if (!text) return null
  try {
    const queue = JSON.parse(text) as OfflineCartQueue
    return typeof queue.userId === 'string' && Array.isArray(queue.changes) ? queue : null
  } catch {
    return null
  }
}

export function writeQueue(queue: OfflineCartQueue | null) {
  if (queue && queue.changes.length > 0) writeStored(STORAGE_KEY, JSON.stringify(queue))
  else {
    try {
      localStorage.removeItem(STORAGE_KEY)
    } catch {
      // Storage blocked: nothing was kept either.
    }
  }
}
