// The realtime socket's control frames and timings (ARCHITECTURE.md, Realtime), apart from the
// event catalogue (realtime.ts) and without zod: a signed-in page opens its socket and keeps it
// alive with these alone, and loads the catalogue (zod and the schemas, ~22 KB after Brotli) only
// when the first event arrives (issue 13 item 6: a page's first visit ≤ 100 KB of JavaScript).

/**
 * Frames that are not events: `ping`/`pong` heartbeats go both ways, `ready` says the socket is
 * subscribed (nothing is missed from then on) and how long its topics had been quiet before
 * (`readyFrame`), `resync` says the server's LISTEN was interrupted and events may have been missed.
 */
export const CONTROL_TYPES = ['ping', 'pong', 'ready', 'resync'] as const
export type ControlType = (typeof CONTROL_TYPES)[number]
/** Each control frame exactly as it is sent. */
export const CONTROL_FRAMES = Object.fromEntries(
  CONTROL_TYPES.map((type) => [type, JSON.stringify({ type })]),
) as Record<ControlType, string>

/**
 * The longest quiet a `ready` frame vouches for (ADR 061): a server keeps the time of each topic's
 * last event this long. A page whose answers are older than this asks for them again.
 */
export const QUIET_LIMIT_MS = 120_000

/**
 * `ready` with `quietMs`: no event was published on the socket's topics during the `quietMs` before
 * it was subscribed (as far as this server has been listening, at most QUIET_LIMIT_MS). A page
 * whose answers were all read within that time has missed nothing (ADR 061).
 */
export function readyFrame(quietMs: number): string {
  return JSON.stringify({ type: 'ready', quietMs: Math.max(0, Math.floor(quietMs)) })
}

/** Heartbeat interval of both sides (spec section 8, 'Realtime heartbeat: 25 s'). */
export const HEARTBEAT_MS = 25_000
/** Waits before each reconnect attempt (spec section 7, Realtime): 1, 2, 5, then 10 s for good. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const
/** The server closes a socket with this code when the session behind it has ended. */
export const SESSION_ENDED_CLOSE_CODE = 4401

/** The wait before reconnect attempt number `attempt` (0 for the first attempt after a drop). */
export function reconnectDelay(attempt: number): number {
  const last = RECONNECT_DELAYS_MS.length - 1
  const index = Number.isInteger(attempt) && attempt > 0 ? Math.min(attempt, last) : 0
  return RECONNECT_DELAYS_MS[index]!
}

export type Frame =
  | { kind: 'control'; type: ControlType; quietMs?: number }
  | { kind: 'other'; value: Record<string, unknown> }

/**
 * Reads one frame as received: a control frame by its type, any other JSON object as it is (an
 * event for realtime.ts readRealtimeEvent to check), null for anything else (bad JSON, no type).
 */
export function readFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { type, quietMs } = value as { type?: unknown; quietMs?: unknown }
  if (typeof type !== 'string') return null
  if ((CONTROL_TYPES as readonly string[]).includes(type)) {
    // A server from before ADR 061 says no quiet: the page then assumes it may have missed events.
    const quiet = type === 'ready' && typeof quietMs === 'number' && quietMs >= 0 ? { quietMs } : {}
    return { kind: 'control', type: type as ControlType, ...quiet }
  }
  return { kind: 'other', value: value as Record<string, unknown> }
}
