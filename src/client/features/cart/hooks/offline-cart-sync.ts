import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '#client/lib/api-client.ts'
import { currentLocale, translator } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { productName } from '#client/lib/product-name.ts'
import { notify } from '#client/lib/toast.ts'
import offlineMessages from '#shared/i18n/en/offline.json'
import type { Cart } from '#shared/schemas/cart.ts'
import { getCart } from '../api/get-cart.ts'
import { setCartQuantity } from '../api/set-cart-quantity.ts'
import { CART_QUERY_KEY, cartUser, withPendingChanges } from './cart-sync.ts'
import { type QueuedChange, readQueue, writeQueue } from './offline-cart-queue.ts'

const toffline = translator(offlineMessages)

// Sending the cart changes queued offline (issue 15, ADR 031). Loaded only when there are some
// (hooks/use-offline-cart-sync.ts), so the shop's first screen does not carry it.

/**
 * The quantity to send once online, given what the server holds now. The shopper's change is
 * applied to the server's line rather than replacing it, so a change made meanwhile on another
 * device is kept: +2 offline on a line that became 3 elsewhere sends 5. A removal stays a
 * removal; a line the shopper still wants never drops to 0 by the arithmetic. The server then
 * checks stock as for any click (its answer wins).
 */
export function quantityToSend(change: QueuedChange, serverQuantity: number): number {
  if (change.quantity === 0) return 0
  return Math.max(1, serverQuantity + change.quantity - change.baseQuantity)
}

export type PriceChange = { name: string; was: number; now: number }

/**
 * The products whose price moved between what the shopper saw offline and the server's cart, each
 * named as the cart names it (in Hindi its Hindi name when it has one).
 */
export function priceChanges(changes: QueuedChange[], cart: Cart, locale = currentLocale()): PriceChange[] {
  return changes.flatMap((change) => {
    const line = cart.items.find((item) => item.productId === change.productId)
    if (!line || line.product.price === change.product.price) return []
    return [
      { name: productName(line.product, locale).primary, was: change.product.price, now: line.product.price },
    ]
  })
}

export type OfflineSyncReport = { prices: PriceChange[]; refused: string[] }
let syncing = false

/**
 * Sends the changes queued offline, each applied to the server's cart as it is now
 * (quantityToSend). The server's answer wins: a refusal (e.g. not enough stock) drops the change
 * and its message is reported, as are prices that moved since the shopper saw them. Null when
 * there was nothing to send or the network failed again (the rest stays queued).
 */
export async function syncOfflineCart(queryClient: QueryClient): Promise<OfflineSyncReport | null> {
  const queue = readQueue()
  const userId = cartUser()
  if (syncing || !queue || !userId) return null
  if (queue.userId !== userId) {
    writeQueue(null) // another shopper's clicks on this device: never sent to this account
    return null
  }
  syncing = true
  const report: OfflineSyncReport = { prices: [], refused: [] }
  try {
    let cart = await getCart()
    const sent: QueuedChange[] = []
    for (const change of queue.changes) {
      const serverQuantity = cart.items.find((item) => item.productId === change.productId)?.quantity ?? 0
      try {
        cart = await setCartQuantity(change.productId, quantityToSend(change, serverQuantity))
        sent.push(change)
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NETWORK') throw error
        report.refused.push(error instanceof Error ? error.message : String(error))
      }
      // Done with this one; a newer click on the same product (another quantity) stays queued.
      const now = readQueue()
      writeQueue(
        now && {
          ...now,
          changes: now.changes.filter(
            (c) => c.productId !== change.productId || c.quantity !== change.quantity,
          ),
        },
      )
    }
    report.prices = priceChanges(sent, cart)
    queryClient.setQueryData(CART_QUERY_KEY, withPendingChanges(cart))
    if (report.refused.length > 0) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
    return report
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK') return null
    throw error
  } finally {
    syncing = false
  }
}

/** Sends the queue and tells the shopper in one toast: all is well, or what changed meanwhile. */
export async function syncAndAnnounce(queryClient: QueryClient) {
  const report = await syncOfflineCart(queryClient)
  if (!report) return
  const changes = [
    ...report.prices.map((p) =>
      toffline('offline.priceChanged', { name: p.name, was: formatMoney(p.was), now: formatMoney(p.now) }),
    ),
    ...report.refused,
  ]
  if (changes.length === 0) notify.success(toffline('offline.cartSynced'))
  else notify.info(toffline('offline.cartSyncedWithChanges'), { description: changes.join(' · ') })
}
