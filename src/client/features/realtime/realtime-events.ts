import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { RealtimeEvent, RealtimeEventType } from '#shared/realtime.ts'

// The one place components hear live events (ARCHITECTURE.md, Realtime). The socket itself
// lives in realtime-socket.ts, loaded only once someone is signed in; this file stays tiny so
// the header (notification bell, cart badge) can import it without weighing on the home page
// (it imports only types from the event catalogue, src/shared/realtime.ts).

export type RealtimeListener = (event: RealtimeEvent) => void

const listeners = new Set<RealtimeListener>()

/** Calls `listener` for every event until the returned function is called. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Hands an event to every listener; one listener throwing does not stop the others. */
export function emitRealtime(event: RealtimeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      console.error('realtime listener failed', error)
    }
  }
}

/**
 * Calls `handler` for each event whose type is in `types`, while the component is mounted; the
 * handler receives those events' payload types from the catalogue (checking `event.type`
 * narrows a union). The newest `handler` is used without resubscribing, so an inline arrow
 * function is fine.
 */
export function useRealtimeEvent<T extends RealtimeEventType>(
  types: readonly T[],
  handler: (event: RealtimeEvent<T>) => void,
): void {
  const handlerRef = useRef(handler)
  useEffect(() => {
    handlerRef.current = handler
  })
  const key = types.join('\n')
  useEffect(() => {
    const wanted = new Set(key.split('\n'))
    return subscribeRealtime((event) => {
      if (wanted.has(event.type)) handlerRef.current(event as RealtimeEvent<T>)
    })
  }, [key])
}

/**
 * What a live event means for the page's answers: they may be out of date, so they are asked for
 * again (every query when `queryKey` is left out). Unlike a bare `invalidateQueries`, an answer
 * that is already on its way is not waited for: it was asked for before the event and may not
 * hold the change. TanStack Query restarts such a fetch only for an active query that already
 * has data; a query's FIRST fetch (a bell or page that has just mounted) would be joined, land
 * without the change and clear the invalidation, and nothing would ask again (ARCHITECTURE.md,
 * Realtime; ADR 058). So every fetch under way that invalidation would not restart is cancelled
 * silently (whoever awaits it gets the new answer) and started again.
 */
export function refetchAfterEvent(queryClient: QueryClient, queryKey?: QueryKey): Promise<void> {
  const filters = queryKey ? { queryKey } : {}
  for (const query of queryClient.getQueryCache().findAll({ ...filters, fetchStatus: 'fetching' })) {
    if (query.state.data !== undefined && query.isActive()) continue
    void query.cancel({ silent: true })
    query.fetch().catch(() => {})
  }
  return queryClient.invalidateQueries(filters)
}
