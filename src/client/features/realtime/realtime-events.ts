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
