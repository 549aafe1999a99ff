import type { RealtimeEvent } from '#shared/realtime.ts'
import {
  CONTROL_FRAMES,
  HEARTBEAT_MS,
  readFrame,
  reconnectDelay,
  SESSION_ENDED_CLOSE_CODE,
} from '#shared/realtime-frames.ts'

// One WebSocket to /api/realtime that keeps itself alive (spec section 7, Realtime):
// - heartbeats both ways every 25 s: the server sends {type:'ping'} and we answer
//   {type:'pong'}; we send {type:'ping'} and it answers. Hearing nothing for SILENCE_LIMIT_MS
//   means the connection is dead even if the browser has not noticed;
// - after a drop we reconnect after 1, 2, 5, then every 10 s;
// - the server says {type:'ready', quietMs} once the socket is subscribed; from then on no event
//   is missed, so a reconnect is the moment to refetch what may have changed meanwhile, and the
//   first `ready` too unless no event was published during the page's load (ADR 061);
// - every event is read with the shared catalogue (src/shared/realtime.ts): an unknown event or
//   a payload of the wrong shape is dropped, never handed on. The catalogue (zod and the schemas)
//   loads with the first event frame, not with the page: events that arrive meanwhile wait for it
//   and are handed on in order.
// Written against a minimal socket interface so the schedule is unit-tested without a browser.

/** Two missed heartbeats (25 s each) and some slack. */
export const SILENCE_LIMIT_MS = 60_000

export type SocketLike = {
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
}

/** Reads a frame's value as a catalogue event (realtime.ts readRealtimeEvent), or null. */
export type EventReader = (value: Record<string, unknown>) => RealtimeEvent | null

let catalogue: Promise<EventReader> | undefined

/** Loads the event catalogue once per page (every connection shares it). */
export function loadEventCatalogue(): Promise<EventReader> {
  if (!catalogue) {
    const loading = import('#shared/realtime.ts').then((m) => m.readRealtimeEvent)
    // A failed load (offline, a new deployment) is tried again with the next event.
    loading.catch(() => {
      if (catalogue === loading) catalogue = undefined
    })
    catalogue = loading
  }
  return catalogue
}

export type RealtimeConnectionOptions = {
  url: string
  createSocket?: (url: string) => SocketLike
  /** The event catalogue, or how to load it (by default with the first event frame). */
  readEvent?: EventReader
  loadEventReader?: () => Promise<EventReader>
  /** Every catalogue event the server publishes to this user (never heartbeats). */
  onEvent(event: RealtimeEvent): void
  /**
   * Subscribed; `reconnected` is false the first time and true after every drop. `quietMs`: no
   * event was published on this user's topics during that long before (ADR 061); null when the
   * server does not say, or when the page waited for a socket that failed first (offline, a server
   * restarting): its answers may then come from the offline cache, older than the page.
   */
  onReady(reconnected: boolean, quietMs: number | null): void
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
  let readEvent = options.readEvent ?? null
  let waiting: { socket: SocketLike; value: Record<string, unknown> }[] | null = null

  // An event of a socket that is still the current one, read with the catalogue.
  const handOn = (from: SocketLike, value: Record<string, unknown>, read: EventReader) => {
    if (socket !== from) return
    const event = read(value)
    if (event) options.onEvent(event)
  }
  const receiveEvent = (from: SocketLike, value: Record<string, unknown>) => {
    if (readEvent) return handOn(from, value, readEvent)
    if (waiting) return void waiting.push({ socket: from, value })
    waiting = [{ socket: from, value }]
    void (options.loadEventReader ?? loadEventCatalogue)().then(
      (read) => {
        readEvent = read
        const queued = waiting ?? []
        waiting = null
        for (const q of queued) handOn(q.socket, q.value, read)
      },
      (error: unknown) => {
        // Offline or a new deployment: the next event tries again; reconnects refetch anyway.
        waiting = null
        console.error('Loading the realtime event catalogue failed', error)
      },
    )
  }

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
      heartbeatTimer = setInterval(() => current.send(CONTROL_FRAMES.ping), HEARTBEAT_MS)
    }
    current.onmessage = (message) => {
      if (socket !== current) return
      heard()
      const frame = readFrame(message.data)
      if (!frame) return
      if (frame.kind === 'other') {
        receiveEvent(current, frame.value)
      } else if (frame.type === 'ping') {
        current.send(CONTROL_FRAMES.pong)
      } else if (frame.type === 'ready') {
        state = 'open'
        const firstTry = attempt === 0
        attempt = 0
        options.onReady(everReady, firstTry ? (frame.quietMs ?? null) : null)
        everReady = true
      } else if (frame.type === 'resync') {
        options.onResync?.()
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
