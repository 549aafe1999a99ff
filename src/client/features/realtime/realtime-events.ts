import { useEffect, useRef } from 'react'

// The one place components hear live events (ARCHITECTURE.md, Realtime). The socket itself
// lives in realtime-socket.ts, loaded only once someone is signed in; this file stays tiny so
// the header (notification bell, cart badge) can import it without weighing on the home page.

/**
 * An event the server sent: `topic` is 'user:<id>' for the signed-in user's own changes or
 * 'admin:orders' for admins; `type` names what changed ('cart.updated', 'order.created',
 * 'order.updated', 'notification.created', 'notification.read', …); `payload` carries ids and
 * statuses only: refetch what you show. 'realtime.connected' (topic '') is emitted locally
 * every time the socket is (re)connected and subscribed.
 */
export type RealtimeEvent = { topic: string; type: string; payload: Record<string, unknown> }
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
 * Calls `handler` for each event whose type is in `types`, while the component is mounted.
 * The newest `handler` is used without resubscribing, so an inline arrow function is fine.
 */
export function useRealtimeEvent(types: readonly string[], handler: (event: RealtimeEvent) => void): void {
  const handlerRef = useRef(handler)
  useEffect(() => {
    handlerRef.current = handler
  })
  const key = types.join('\n')
  useEffect(() => {
    const wanted = new Set(key.split('\n'))
    return subscribeRealtime((event) => {
      if (wanted.has(event.type)) handlerRef.current(event)
    })
  }, [key])
}
