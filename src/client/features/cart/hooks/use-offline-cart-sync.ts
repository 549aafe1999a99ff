import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isOnline } from '#client/lib/online-status.ts'
import { setCartUser } from './cart-sync.ts'
import { readQueue } from './offline-cart-queue.ts'

/**
 * Sends the cart changes queued offline as soon as the signed-in shopper is online: at start and
 * on every return of the network (issue 15). Mounted once, in the shop's layout; the sending
 * code loads only when something is queued.
 */
export function useOfflineCartSync(userId: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    setCartUser(userId)
    if (!userId) return
    const sync = () => {
      if (!isOnline() || !readQueue()) return
      import('./offline-cart-sync.ts').then((m) => m.syncAndAnnounce(queryClient)).catch(console.error)
    }
    sync()
    window.addEventListener('online', sync)
    return () => window.removeEventListener('online', sync)
  }, [userId, queryClient])
}
