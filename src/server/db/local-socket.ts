import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

// PGlite is single-process: only the server may open DATA_DIR. While it runs, it offers the
// same database to local tools over the PostgreSQL wire protocol on 127.0.0.1, and writes
// DATA_DIR/server.json so tools know where to connect instead of opening the directory:
//
//   psql -h 127.0.0.1 -p 5499 -U postgres postgres        (PGSSLMODE=disable if psql asks)
//
// Nothing listens beyond the loopback interface and there is no password: anyone who can
// run a process on the machine could read DATA_DIR anyway.

export const SERVER_INFO_FILE = 'server.json'
/** A tool that keeps a transaction open this long without a word is rolled back (see below). */
const DEFAULT_IDLE_HOLD_MS = 10_000
/** psql, the CLI and a seed script at once; each is queued through PGlite's one session. */
const MAX_CONNECTIONS = 8

export type ServerInfo = { pid: number; socketPort: number }
type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }

export type LocalSocket = { port: number; stop(): Promise<void> }
export type LocalSocketOptions = { dataDir: string; port: number; log: Logger; idleHoldMs?: number }

/** Starts the socket on 127.0.0.1:port (0 picks a free port) and records it in DATA_DIR/server.json. */
export async function startLocalSocket(pglite: PGlite, options: LocalSocketOptions): Promise<LocalSocket> {
  const server = new PGLiteSocketServer({
    db: sharedSessionView(pglite, options.log, options.idleHoldMs ?? DEFAULT_IDLE_HOLD_MS),
    host: '127.0.0.1',
    port: options.port,
    maxConnections: MAX_CONNECTIONS,
  })
  await server.start()
  const port = Number(server.getServerConn().split(':').pop())
  const infoPath = join(options.dataDir, SERVER_INFO_FILE)
  writeFileSync(infoPath, JSON.stringify({ pid: process.pid, socketPort: port } satisfies ServerInfo))
  return {
    port,
    async stop() {
      rmSync(infoPath, { force: true })
      await server.stop()
    },
  }
}

/**
 * The running server for DATA_DIR, if any: server.json names a live process whose port
 * answers. A stale file (crash, kill -9) is ignored, so the tool may open the directory.
 */
export async function findRunningServer(dataDir: string): Promise<ServerInfo | null> {
  let info: ServerInfo
  try {
    info = JSON.parse(readFileSync(join(dataDir, SERVER_INFO_FILE), 'utf8'))
  } catch {
    return null
  }
  if (!Number.isInteger(info.pid) || !Number.isInteger(info.socketPort)) return null
  if (!processAlive(info.pid)) return null
  return (await portAnswers(info.socketPort)) ? info : null
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

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
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
    options.log.info(
      { port: socket.port },
      `local tools reach the database at: psql -h 127.0.0.1 -p ${socket.port} -U postgres postgres`,
    )
    return socket
  } catch (err) {
    options.log.warn(
      { err, port: options.port },
      'could not offer the database to local tools (is PGLITE_SOCKET_PORT taken?); stop the store before using the CLI',
    )
    return null
  }
}
