import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import {
  CONTROL_FRAMES,
  HEARTBEAT_MS,
  QUIET_LIMIT_MS,
  readyFrame,
  reconnectDelay,
  SESSION_ENDED_CLOSE_CODE,
} from '#shared/realtime-frames.ts'
import { EVENTS_CHANNEL } from './publish.ts'

// The WebSocket hub (ARCHITECTURE.md, Realtime). Services queue events with pg_notify inside
// their transactions (publish.ts); each server instance holds ONE LISTEN on EVENTS_CHANNEL and
// hands every event to its own sockets subscribed to the event's topic. On PostgreSQL that is a
// dedicated connection (not from the pool, which would hand it to someone else) that reconnects
// when lost; on PGlite it is pglite.listen on the one embedded session.
//
// Every instance hears every event, whichever instance published it, so each one knows when each
// topic last had an event. `ready` tells a socket how long its topics had been quiet before it was
// subscribed (ADR 061): a page whose answers were read within that time missed nothing; otherwise
// it asks for them again. Durations on this instance's monotonic clock, compared by the page with
// durations on its own: no two clocks are ever compared.

// HEARTBEAT_MS, the control frames and SESSION_ENDED_CLOSE_CODE (signed out, expired, account
// deleted) are the shared contract of src/shared/realtime.ts.
/** A socket that cannot keep up (this much unsent) is dropped; its client reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Sessions checked at once on each heartbeat. */
const RECHECK_BATCH = 20

const OPEN = 1

/** What the hub needs of a `ws` WebSocket (the package ships no types here). */
export type HubSocket = {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: string): void
  ping(): void
  close(code?: number, reason?: string): void
  terminate(): void
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown
  on(event: 'pong' | 'close', listener: () => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

/** Who a socket belongs to, as the server decided it from the session. */
export type SocketIdentity = { userId: string; isAdmin: boolean }

type Logger = {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

type Client = {
  socket: HubSocket
  userId: string
  topics: Set<string>
  alive: boolean
  /** Looks the session up again: null when it has ended or now belongs to someone else. */
  recheck: () => Promise<SocketIdentity | null>
}

type Listener = { close(): Promise<void> }

export class RealtimeHub {
  readonly #database: Database
  readonly #log: Logger
  readonly #clients = new Set<Client>()
  readonly #byTopic = new Map<string, Set<Client>>()
  #listening: Promise<Listener> | null = null
  /** Since when every event reaches this instance (null: not LISTENing, or the LISTEN was lost). */
  #listeningSince: number | null = null
  /** When this instance last heard an event of each topic, kept QUIET_LIMIT_MS. */
  readonly #lastEventAt = new Map<string, number>()
  readonly #now: () => number
  #heartbeat: NodeJS.Timeout | undefined
  #closed = false

  constructor(database: Database, log: Logger, options: { heartbeatMs?: number; now?: () => number } = {}) {
    this.#database = database
    this.#log = log
    this.#now = options.now ?? (() => performance.now())
    const every = options.heartbeatMs ?? HEARTBEAT_MS
    this.#heartbeat = setInterval(() => void this.heartbeat(), every)
    // The hub never keeps a process (or a test run) alive on its own.
    this.#heartbeat.unref()
  }

  /** Sockets connected to this instance. */
  get size(): number {
    return this.#clients.size
  }

  /**
   * Subscribes a freshly upgraded socket to its user's topic (and admin:orders for admins),
   * once this instance is LISTENing, then tells it {type:'ready', quietMs}: from then on it misses
   * nothing, and nothing was published on its topics during the `quietMs` before.
   */
  async add(
    socket: HubSocket,
    identity: SocketIdentity,
    recheck: () => Promise<SocketIdentity | null>,
  ): Promise<void> {
    if (this.#closed) {
      socket.close(1001, 'Server is shutting down')
      return
    }
    const client: Client = { socket, userId: identity.userId, topics: new Set(), alive: true, recheck }
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('message', (data, isBinary) => {
      client.alive = true
      // The only thing a client may say is a heartbeat; subscriptions are the server's choice.
      if (!isBinary && String(data) === CONTROL_FRAMES.ping) send(client, CONTROL_FRAMES.pong)
    })
    socket.on('close', () => this.#remove(client))
    socket.on('error', () => this.#remove(client))
    try {
      await this.#listen()
    } catch (err) {
      this.#log.error({ err }, 'realtime: could not LISTEN; closing the socket')
      socket.close(1011, 'Live updates are unavailable')
      return
    }
    if (this.#closed) {
      socket.close(1001, 'Server is shutting down')
      return
    }
    if (socket.readyState !== OPEN) return
    this.#clients.add(client)
    this.#subscribe(client, identity)
    send(client, readyFrame(this.#quietFor(client.topics)))
  }

  /** One NOTIFY payload, as published: sent as-is to the sockets of its topic. */
  deliver(payload: string): void {
    let topic: unknown
    try {
      topic = (JSON.parse(payload) as { topic?: unknown }).topic
    } catch {
      this.#log.warn({ payload: payload.slice(0, 200) }, 'realtime: ignored a payload that is not JSON')
      return
    }
    if (typeof topic !== 'string') return
    this.#lastEventAt.set(topic, this.#now())
    const clients = this.#byTopic.get(topic)
    if (!clients) return
    for (const client of clients) send(client, payload)
  }

  /**
   * One heartbeat: drops sockets that did not answer the last one, pings the others (a
   * protocol ping, and {type:'ping'} for the page's own watchdog), and checks every socket's
   * session again so a sign-out or a lost admin role takes effect within one heartbeat.
   */
  async heartbeat(): Promise<void> {
    this.#forgetQuietTopics()
    const clients = [...this.#clients]
    for (const client of clients) {
      if (!client.alive) {
        this.#remove(client)
        client.socket.terminate()
        continue
      }
      client.alive = false
      try {
        client.socket.ping()
      } catch {}
      send(client, CONTROL_FRAMES.ping)
    }
    for (let i = 0; i < clients.length; i += RECHECK_BATCH) {
      await Promise.all(clients.slice(i, i + RECHECK_BATCH).map((c) => this.#recheck(c)))
    }
  }

  /** Stops the heartbeat and the LISTEN and closes every socket; the process may then exit. */
  async close(): Promise<void> {
    this.#closed = true
    clearInterval(this.#heartbeat)
    for (const client of [...this.#clients]) {
      this.#remove(client)
      client.socket.close(1001, 'Server is shutting down')
    }
    const listening = this.#listening
    this.#listening = null
    if (listening) await listening.then((l) => l.close()).catch(() => {})
  }

  /**
   * How long before now no event of `topics` reached this instance, at most QUIET_LIMIT_MS and at
   * most since it has been LISTENing (before that it cannot know); 0 while it is not.
   */
  #quietFor(topics: Iterable<string>): number {
    const now = this.#now()
    if (this.#listeningSince === null) return 0
    let quiet = Math.min(QUIET_LIMIT_MS, now - this.#listeningSince)
    for (const topic of topics) {
      const last = this.#lastEventAt.get(topic)
      if (last !== undefined) quiet = Math.min(quiet, now - last)
    }
    return quiet
  }

  /** Topics quiet for longer than any `ready` vouches for need no entry (the map stays small). */
  #forgetQuietTopics() {
    const oldest = this.#now() - QUIET_LIMIT_MS
    for (const [topic, at] of this.#lastEventAt) {
      if (at < oldest) this.#lastEventAt.delete(topic)
    }
  }

  async #recheck(client: Client) {
    if (!this.#clients.has(client)) return
    let identity: SocketIdentity | null
    try {
      identity = await client.recheck()
    } catch (err) {
      // The database hiccuped: keep the socket; the next heartbeat asks again.
      this.#log.warn({ err }, 'realtime: could not check a session')
      return
    }
    if (!this.#clients.has(client)) return
    if (!identity || identity.userId !== client.userId) {
      this.#remove(client)
      client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended')
      return
    }
    this.#subscribe(client, identity)
  }

  #subscribe(client: Client, identity: SocketIdentity) {
    const topics = new Set([`user:${identity.userId}`, ...(identity.isAdmin ? ['admin:orders'] : [])])
    for (const topic of client.topics) {
      if (!topics.has(topic)) this.#byTopic.get(topic)?.delete(client)
    }
    for (const topic of topics) {
      let set = this.#byTopic.get(topic)
      if (!set) {
        set = new Set()
        this.#byTopic.set(topic, set)
      }
      set.add(client)
    }
    client.topics = topics
  }

  #remove(client: Client) {
    if (!this.#clients.delete(client)) return
    for (const topic of client.topics) {
      const set = this.#byTopic.get(topic)
      set?.delete(client)
      if (set?.size === 0) this.#byTopic.delete(topic)
    }
  }

  /** Starts this instance's one LISTEN on first use; a failed start is retried by the next socket. */
  #listen(): Promise<Listener> {
    if (!this.#listening) {
      const started = this.#startListener()
      this.#listening = started
      started.catch(() => {
        if (this.#listening === started) this.#listening = null
      })
    }
    return this.#listening
  }

  async #startListener(): Promise<Listener> {
    const { pglite, connectionString } = this.#database
    const deliver = (payload: string) => this.deliver(payload)
    if (pglite) {
      // PGlite has one session: LISTEN there, and notifications come back with the result of
      // whichever query runs after the notifying transaction commits.
      const unlisten = await pglite.listen(EVENTS_CHANNEL, deliver)
      this.#listeningSince = this.#now()
      return {
        async close() {
          if (!pglite.closed) await unlisten().catch(() => {})
        },
      }
    }
    if (!connectionString) throw new Error('realtime needs PGlite or a PostgreSQL connection string')
    const listener = new PgListener(
      connectionString,
      deliver,
      {
        lost: () => {
          this.#listeningSince = null
        },
        reconnected: () => this.#resync(),
      },
      this.#log,
    )
    await listener.start()
    this.#listeningSince = this.#now()
    return listener
  }

  /** The LISTEN connection was lost for a while: events may be missing, so clients refetch. */
  #resync() {
    this.#listeningSince = this.#now()
    for (const client of this.#clients) send(client, CONTROL_FRAMES.resync)
  }
}

function send(client: Client, data: string) {
  const { socket } = client
  if (socket.readyState !== OPEN) return
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate()
    return
  }
  socket.send(data)
}

/** A dedicated PostgreSQL connection LISTENing on the events channel, reconnecting when lost. */
class PgListener implements Listener {
  readonly #connectionString: string
  readonly #onPayload: (payload: string) => void
  readonly #on: { lost(): void; reconnected(): void }
  readonly #log: Logger
  #client: pg.Client | null = null
  #retryTimer: NodeJS.Timeout | undefined
  #attempt = 0
  #closed = false

  constructor(
    connectionString: string,
    onPayload: (payload: string) => void,
    on: { lost(): void; reconnected(): void },
    log: Logger,
  ) {
    this.#connectionString = connectionString
    this.#onPayload = onPayload
    this.#on = on
    this.#log = log
  }

  start(): Promise<void> {
    return this.#connect()
  }

  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#retryTimer)
    const client = this.#client
    this.#client = null
    await client?.end().catch(() => {})
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#connectionString,
      keepAlive: true,
      application_name: 'freshcart-realtime',
    })
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) this.#onPayload(message.payload)
    })
    client.on('error', (err) => this.#lost(client, err))
    client.on('end', () => this.#lost(client, null))
    try {
      await client.connect()
      await client.query(`LISTEN ${EVENTS_CHANNEL}`)
    } catch (err) {
      await client.end().catch(() => {})
      throw err
    }
    if (this.#closed) {
      await client.end().catch(() => {})
      return
    }
    this.#client = client
  }

  #lost(client: pg.Client, err: Error | null) {
    if (this.#client !== client || this.#closed) return
    this.#client = null
    this.#on.lost()
    this.#log.warn({ err }, 'realtime: lost the LISTEN connection; reconnecting')
    client.end().catch(() => {})
    this.#retry()
  }

  /** Waits between attempts as a page does before reconnecting: 1, 2, 5, then 10 s. */
  #retry() {
    const delay = reconnectDelay(this.#attempt)
    this.#attempt += 1
    this.#retryTimer = setTimeout(async () => {
      if (this.#closed) return
      try {
        await this.#connect()
        this.#attempt = 0
        this.#on.reconnected()
      } catch (err) {
        this.#log.warn({ err }, 'realtime: LISTEN reconnect failed')
        this.#retry()
      }
    }, delay)
    this.#retryTimer.unref()
  }
}
