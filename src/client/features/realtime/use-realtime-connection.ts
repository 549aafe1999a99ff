import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Keeps the live-update socket open while `userId` is signed in (null: a visitor, no socket).
 * The socket code is fetched only then, so visitors' first page does not carry it.
 */
export function useRealtimeConnection(userId: string | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    let release: (() => void) | undefined
    let cancelled = false
    import('./realtime-socket.ts')
      .then(({ startRealtime }) => {
        if (!cancelled) release = startRealtime(queryClient)
      })
      .catch((error: unknown) => console.error('live updates unavailable', error))
    return () => {
      cancelled = true
      release?.()
    }
  }, [userId, queryClient])
}
