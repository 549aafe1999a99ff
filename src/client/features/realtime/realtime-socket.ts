import type { QueryClient } from '@tanstack/react-query'
import { SESSION_QUERY_KEY } from '#client/features/auth/public.ts'
import { CART_QUERY_KEY } from '#client/features/cart/public.ts'
import type { RealtimeEvent } from '#shared/realtime.ts'
import { createRealtimeConnection } from './realtime-connection.ts'
import { emitRealtime, refetchAfterEvent } from './realtime-events.ts'

// Loaded lazily by use-realtime-connection.ts once the session says someone is signed in.

let shared: { users: number; stop(): void } | null = null

/** The ws:// or wss:// address of /api/realtime on the page's own host (the dev server proxies it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`
}

/**
 * Opens the socket (one per tab, however many layouts ask) and wires it to TanStack Query:
 * after a reconnect every query is invalidated, so what is on screen is refetched; the cart
 * follows changes made in other tabs. Returns the function that lets go of it.
 */
export function startRealtime(queryClient: QueryClient): () => void {
  if (!shared) shared = open(queryClient)
  shared.users += 1
  let released = false
  return () => {
    if (released || !shared) return
    released = true
    shared.users -= 1
    if (shared.users === 0) {
      shared.stop()
      shared = null
    }
  }
}

function open(queryClient: QueryClient) {
  const connection = createRealtimeConnection({
    url: realtimeUrl(window.location),
    onEvent(event) {
      if (event.type === 'cart.updated') followCart(queryClient, event)
      emitRealtime(event)
    },
    onReady(reconnected, quietMs) {
      if (reconnected || mayHaveMissedEvents(quietMs)) void refetchAfterEvent(queryClient)
    },
    onResync() {
      void refetchAfterEvent(queryClient)
    },
    onSessionEnded() {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
  const online = () => connection.retryNow()
  window.addEventListener('online', online)
  return {
    users: 0,
    stop() {
      window.removeEventListener('online', online)
      connection.stop()
    },
  }
}

/**
 * On the socket's first `ready`: could an event have been published after the page's answers were
 * read and before the socket was subscribed (ADR 061)? Every answer the page holds was read after
 * its navigation began (its server render, its preloads, its fetches), which is `performance.now()`
 * ago; the server says how long before subscribing no event was published on the user's topics.
 * If that quiet covers the page's whole life, nothing was missed and nothing is asked again;
 * otherwise everything is, as after a reconnect. Two durations, each on its own clock.
 */
export function mayHaveMissedEvents(quietMs: number | null, pageAgeMs = performance.now()): boolean {
  return quietMs === null || quietMs < pageAgeMs
}

/**
 * Another tab (or this one) changed the cart. The tab that made the change already holds the
 * server's answer with the same total, so only a tab whose badge disagrees refetches.
 */
function followCart(queryClient: QueryClient, event: RealtimeEvent<'cart.updated'>) {
  const cached = queryClient.getQueryData<{ totalQuantity?: unknown }>(CART_QUERY_KEY)
  if (cached && cached.totalQuantity === event.payload.totalQuantity) return
  void refetchAfterEvent(queryClient, CART_QUERY_KEY)
}
