import type { RealtimeEvent } from './realtime-events.ts'
import { reconnectDelay } from './reconnect-delay.ts'

// One WebSocket to /api/realtime that keeps itself alive (spec section 7, Realtime):
// - heartbeats both ways every 25 s: the server sends {type:'ping'} and we answer
//   {type:'pong'}; we send {type:'ping'} and it answers. Hearing nothing for SILENCE_LIMIT_MS
//   means the connection is dead even if the browser has not noticed;
// - after a drop we reconnect after 1, 2, 5, then every 10 s;
// - the server says {type:'ready'} once the socket is subscribed; from then on no event is
//   missed, so a reconnect is the moment to refetch what may have changed meanwhile.
// Written against a minimal socket interface so the schedule is unit-tested without a browser.

/** Heartbeat interval (spec section 8, 'Realtime heartbeat: 25 s'). */
export const HEARTBEAT_MS = 25_000
/** Two missed heartbeats (25 s each) and some slack. */
export const SILENCE_LIMIT_MS = 60_000
/** The server closes with this code when the session behind the socket has ended. */
export const SESSION_ENDED_CLOSE_CODE = 4401

export type SocketLike = {
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
}

export type RealtimeConnectionOptions = {
  url: string
  createSocket?: (url: string) => SocketLike
  /** Every event the server publishes to this user (never heartbeats). */
  onEvent(event: RealtimeEvent): void
  /** Subscribed; `reconnected` is false the first time and true after every drop. */
  onReady(reconnected: boolean): void
  /** The server refused the socket because the session ended: the user was signed out. */
  onSessionEnded?(): void
  /** The server's own LISTEN was interrupted: events may have been missed, refetch. */
  onResync?(): void
}

export type RealtimeConnection = {
  /** Closes the socket and stops reconnecting. */
  stop(): void
  /** Reconnects now if waiting for the next attempt (e.g. the browser came back online). */
  retryNow(): void
  readonly state: 'connecting' | 'open' | 'waiting' | 'stopped'
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  let socket: SocketLike | null = null
  let state: RealtimeConnection['state'] = 'connecting'
  let attempt = 0
  let everReady = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let silenceTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined

  const heard = () => {
    clearTimeout(silenceTimer)
    silenceTimer = setTimeout(() => socket?.close(4000, 'heartbeat missed'), SILENCE_LIMIT_MS)
  }

  const connect = () => {
    clearTimeout(retryTimer)
    state = 'connecting'
    const current = createSocket(options.url)
    socket = current
    current.onopen = () => {
      heard()
      clearInterval(heartbeatTimer)
      heartbeatTimer = setInterval(() => current.send('{"type":"ping"}'), HEARTBEAT_MS)
    }
    current.onmessage = (message) => {
      if (socket !== current) return
      heard()
      const event = parse(message.data)
      if (!event) return
      if (event.type === 'ping') {
        current.send('{"type":"pong"}')
      } else if (event.type === 'ready') {
        state = 'open'
        attempt = 0
        options.onReady(everReady)
        everReady = true
      } else if (event.type === 'resync') {
        options.onResync?.()
      } else if (event.topic) {
        options.onEvent(event)
      }
    }
    current.onerror = () => {
      // A close event always follows; reconnecting is handled there.
    }
    current.onclose = (close) => {
      if (socket !== current) return
      socket = null
      clearTimeout(silenceTimer)
      clearInterval(heartbeatTimer)
      if (state === 'stopped') return
      if (close.code === SESSION_ENDED_CLOSE_CODE) options.onSessionEnded?.()
      state = 'waiting'
      retryTimer = setTimeout(connect, reconnectDelay(attempt))
      attempt += 1
    }
  }

  connect()
  return {
    get state() {
      return state
    },
    stop() {
      state = 'stopped'
      clearTimeout(retryTimer)
      clearTimeout(silenceTimer)
      clearInterval(heartbeatTimer)
      const current = socket
      socket = null
      current?.close(1000, 'signed out or left')
    },
    retryNow() {
      if (state === 'waiting') connect()
    },
  }
}

function parse(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null
  try {
    const value = JSON.parse(data) as Partial<RealtimeEvent> | null
    if (!value || typeof value.type !== 'string') return null
    return {
      topic: typeof value.topic === 'string' ? value.topic : '',
      type: value.type,
      payload: value.payload && typeof value.payload === 'object' ? value.payload : {},
    }
  } catch {
    return null
  }
}
