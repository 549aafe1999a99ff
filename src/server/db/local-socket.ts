import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket'

// PGlite is single-process: only the server may open DATA_DIR. While it runs, it offers the
// same database to local tools over the PostgreSQL wire protocol on a Unix socket inside
// DATA_DIR, and writes DATA_DIR/server.json so tools know where to connect instead of opening
// the directory:
//
//   psql -h "$PWD/data/socket" -U postgres postgres
//
// There is no password (PGlite has none), so the socket is guarded by the file system: its
// directory is the store's user's alone (0700) and the socket itself 0600, like the rest of
// DATA_DIR. Password hashes and sessions stay unreadable to other local users. TCP on 127.0.0.1
// (open to every local user) only when PGLITE_SOCKET_PORT asks for it.

export const SERVER_INFO_FILE = 'server.json'
/** The socket's folder in DATA_DIR; the file inside has the name psql looks for. */
const SOCKET_DIR = 'socket'
const SOCKET_FILE = '.s.PGSQL.5432'
/** sun_path holds 108 bytes on Linux (104 on macOS): a longer path cannot be a socket. */
const MAX_SOCKET_PATH = 103
/** A tool that keeps a transaction open this long without a word is rolled back (see below). */
const DEFAULT_IDLE_HOLD_MS = 10_000
/** psql, the CLI and a seed script at once; each is queued through PGlite's one session. */
const MAX_CONNECTIONS = 8

/** Where a running store offers its database: always the socket folder, a TCP port when asked. */
export type ServerInfo = { pid: number; socketDir: string; socketPort?: number }
type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }

export type LocalSocket = { socketDir: string; port?: number; stop(): Promise<void> }
export type LocalSocketOptions = {
  dataDir: string
  /** TCP port on 127.0.0.1 besides the Unix socket (0 picks a free one); none when undefined. */
  port?: number | undefined
  log: Logger
  idleHoldMs?: number
}

/**
 * Starts the Unix socket in DATA_DIR/socket (and TCP when `port` is given) and records both in
 * DATA_DIR/server.json. Call only when no other store holds DATA_DIR (main.ts checks): a socket
 * file found there is a crashed store's and is replaced.
 */
export async function startLocalSocket(pglite: PGlite, options: LocalSocketOptions): Promise<LocalSocket> {
  const idleHoldMs = options.idleHoldMs ?? DEFAULT_IDLE_HOLD_MS
  const socketDir = resolve(options.dataDir, SOCKET_DIR)
  const socketPath = join(socketDir, SOCKET_FILE)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`the socket path ${socketPath} is too long for a Unix socket: use a shorter DATA_DIR`)
  }
  mkdirSync(socketDir, { recursive: true, mode: 0o700 })
  chmodSync(socketDir, 0o700)
  rmSync(socketPath, { force: true })
  // Loaded here, by a store on PGlite only: a PostgreSQL store's start never compiles it (ADR 080).
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const servers: PGLiteSocketServer[] = []
  const stopAll = () => Promise.all(servers.map((s) => s.stop()))
  try {
    // Each server gets its own view: both views take PGlite's one transaction lock, so a tool on
    // the socket and one on TCP are serialised like the app and a tool (see below).
    const unix = new PGLiteSocketServer({
      db: sharedSessionView(pglite, options.log, idleHoldMs),
      path: socketPath,
      maxConnections: MAX_CONNECTIONS,
    })
    await unix.start()
    servers.push(unix)
    chmodSync(socketPath, 0o600)
    let port: number | undefined
    if (options.port !== undefined) {
      const tcp = new PGLiteSocketServer({
        db: sharedSessionView(pglite, options.log, idleHoldMs),
        host: '127.0.0.1',
        port: options.port,
        maxConnections: MAX_CONNECTIONS,
      })
      await tcp.start()
      servers.push(tcp)
      port = Number(tcp.getServerConn().split(':').pop())
    }
    const infoPath = join(options.dataDir, SERVER_INFO_FILE)
    const info: ServerInfo = {
      pid: process.pid,
      socketDir,
      ...(port === undefined ? {} : { socketPort: port }),
    }
    writeFileSync(infoPath, JSON.stringify(info), { mode: 0o600 })
    return {
      socketDir,
      ...(port === undefined ? {} : { port }),
      async stop() {
        rmSync(infoPath, { force: true })
        await stopAll()
        rmSync(socketPath, { force: true })
      },
    }
  } catch (err) {
    await stopAll()
    throw err
  }
}

/**
 * The running server for DATA_DIR, if any: server.json names a live process whose socket
 * answers. A stale file (crash, kill -9) is ignored, so the tool may open the directory.
 */
export async function findRunningServer(dataDir: string): Promise<ServerInfo | null> {
  let info: ServerInfo
  try {
    info = JSON.parse(readFileSync(join(dataDir, SERVER_INFO_FILE), 'utf8'))
  } catch {
    return null
  }
  if (!Number.isInteger(info.pid) || typeof info.socketDir !== 'string') return null
  if (!processAlive(info.pid)) return null
  return (await answers(join(info.socketDir, SOCKET_FILE))) ? info : null
}

/** node-postgres settings for a running store's socket (a folder as host, as libpq takes it). */
export function localSocketUrl(info: ServerInfo): string {
  return `postgres://postgres@/postgres?host=${encodeURIComponent(info.socketDir)}`
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: alive, but another user's process.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

// ─── One session, two users ─────────────────────────────────────────────────
//
// PGlite has ONE session. The app's own queries and transactions take PGlite's transaction
// lock; the socket server only takes the per-message query lock. Left alone, a tool's
// INSERT could run between the app's BEGIN and COMMIT (and be rolled back with it), or an
// app query could land inside a tool's transaction. So the socket side takes the same
// transaction lock for each message and keeps it while its client is inside a transaction
// block or between the messages of one extended-protocol query (Parse … Sync), and gives it
// back as soon as the session is idle again. A tool that goes quiet while holding it is
// rolled back after idleHoldMs (10 s) so the store keeps serving shoppers.

// Extended-protocol messages that leave a query unfinished until Sync ('S').
const MID_QUERY_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)))

function sharedSessionView(pglite: PGlite, log: Logger, idleHoldMs: number): PGlite {
  let release: (() => void) | null = null
  let midQuery = false
  let idleTimer: NodeJS.Timeout | undefined

  const hold = () =>
    new Promise<void>((acquired) => {
      void pglite._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            release = () => {
              release = null
              done()
            }
            acquired()
          }),
      )
    })

  // Ends whatever the socket side left open, then lets the app in again.
  const reset = async () => {
    clearTimeout(idleTimer)
    if (!release) return
    await pglite.runExclusive(async () => {
      if (midQuery) await pglite.execProtocolRaw(message('S', new Uint8Array()))
      if (pglite.isInTransaction()) await pglite.execProtocolRaw(message('Q', cString('ROLLBACK')))
    })
    midQuery = false
    release?.()
  }

  const view = {
    waitReady: pglite.waitReady,
    // Seen by the socket's queue: while true it runs only the holding client's messages.
    isInTransaction: () => release !== null,
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      clearTimeout(idleTimer)
      if (!release) await hold()
      try {
        return await pglite.runExclusive(fn)
      } finally {
        if (midQuery || pglite.isInTransaction()) {
          idleTimer = setTimeout(() => {
            log.warn({ idleHoldMs }, 'a local database client left a transaction open; rolled back')
            void reset()
          }, idleHoldMs)
        } else {
          release?.()
        }
      }
    },
    execProtocolRawStream(data: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) {
      const type = data[0] ?? 0
      if (MID_QUERY_MESSAGES.has(type)) midQuery = true
      else if (type === 'S'.charCodeAt(0) || type === 'Q'.charCodeAt(0)) midQuery = false
      return pglite.execProtocolRawStream(data, options)
    },
    // The socket server's ROLLBACK for a client that disconnected mid-transaction.
    async exec() {
      await reset()
      return []
    },
  }
  return view as unknown as PGlite
}

function cString(text: string): Uint8Array {
  return new TextEncoder().encode(`${text}\0`)
}

/** A frontend protocol message: type byte, int32 length (including itself), payload. */
function message(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + payload.length)
  out[0] = type.charCodeAt(0)
  new DataView(out.buffer).setInt32(1, 4 + payload.length)
  out.set(payload, 5)
  return out
}

/**
 * main.ts on PGlite: offers the database to local tools, or logs why not. A busy port must not
 * keep the store from starting; the tools then say the directory is in use.
 */
export async function offerLocalSocket(
  pglite: PGlite,
  options: LocalSocketOptions,
): Promise<LocalSocket | null> {
  try {
    const socket = await startLocalSocket(pglite, options)
    const tcp = socket.port === undefined ? '' : ` (or -h 127.0.0.1 -p ${socket.port})`
    options.log.info(
      { socketDir: socket.socketDir, port: socket.port },
      `local tools reach the database at: psql -h ${socket.socketDir} -U postgres postgres${tcp}`,
    )
    return socket
  } catch (err) {
    options.log.warn(
      { err, port: options.port },
      'could not offer the database to local tools; stop the store before using the CLI',
    )
    return null
  }
}
