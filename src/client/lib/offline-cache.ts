import { API_CACHE } from '../service-worker/cache-rules.ts'

/**
 * Empties the API answers the service worker kept for offline use (ADR 031): after sign-out
 * or account deletion, nobody else using the phone offline may see this shopper's cart or orders.
 */
export function forgetOfflineAnswers() {
  if (typeof caches === 'undefined') return
  void caches.delete(API_CACHE).catch(() => {})
}
