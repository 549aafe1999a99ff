/** Waits before each reconnect attempt (spec section 7, Realtime): 1, 2, 5, then 10 s for good. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const

/** The wait before reconnect attempt number `attempt` (0 for the first attempt after a drop). */
export function reconnectDelay(attempt: number): number {
  const last = RECONNECT_DELAYS_MS.length - 1
  const index = Number.isInteger(attempt) && attempt > 0 ? Math.min(attempt, last) : 0
  return RECONNECT_DELAYS_MS[index]!
}
