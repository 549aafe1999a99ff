import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { CheckoutFirstGate, checkoutFirst } from './checkout-first.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'
import { cacheStatements } from './statement-cache.ts'

export type Schema = typeof schema
/** Either driver behind one type: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A transaction handle; on PGlite (one connection) a transaction must use only this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  /**
   * The same database for placing an order and reporting its payment: on PostgreSQL their
   * statements take the pool's next free connection before any other request's
   * (checkout-first.ts, ADR 076); on PGlite the same handle as `db`.
   */
  checkoutDb: Db
  kind: 'pglite' | 'postgres'
  /** Set on PGlite: the embedded instance (for the local socket and dumps). */
  pglite?: PGlite
  /** Set on PostgreSQL: the pool (LISTEN needs a dedicated client from it). */
  pool?: pg.Pool
  connectionString?: string
  /**
   * Where a lost connection is reported (PostgreSQL only). Until the app's logger is attached
   * (main.ts), reports go to stderr: nothing about the connection is ever swallowed silently.
   */
  onConnectionError(report: ConnectionErrorReport): void
  close(): Promise<void>
}

export type ConnectionErrorReport = (err: Error) => void

/** A new connection that gets no answer within this long fails, so a request never waits on a dead server. */
const CONNECT_TIMEOUT_MS = 5000

// Trigram threshold used by search (decisions.md 17, ADR 005). Strict word similarity compares
// the query word with whole words of the name: 'panner' finds 'paneer' (0.40) and 'crem' finds
// 'cream' (0.375), while 'rice' does not find 'ice' (0.29) and 'panner' does not find the
// 'saver pack' that plain word similarity (0.43, across the word boundary) would let in.
// No JIT compilation (ADR 078): PostgreSQL compiles a statement whose estimated cost passes
// jit_above_cost (100,000), and a search's reused plan at 1,000,000 products is estimated past it
// (a product's own row looked up for a posting whose text was too long, costed as a scan of
// every product) while it runs in 3-4 ms: the compile took 45-55 ms of every such search. A
// store's statements are short; none gains from it. PGlite has no JIT; the setting is harmless.
// Every connection gets the same settings.
const SESSION_SETTINGS = {
  'pg_trgm.strict_word_similarity_threshold': '0.35',
  jit: 'off',
} as const

export const SESSION_SETTINGS_SQL = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value}`)
  .join('; ')

/** The same settings as libpq startup options, applied by the server before the first query. */
const SESSION_STARTUP_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ')

/**
 * node-postgres on a PostgreSQL server. `cacheStatements: false` for the embedded database's
 * local socket: PGlite has one session for everyone, so a statement named by one connection would
 * already exist for the next.
 */
export function postgresDatabase(
  connectionString: string,
  poolSize = 4,
  options: { cacheStatements?: boolean } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: SESSION_STARTUP_OPTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  let report: ConnectionErrorReport = (err) => console.error(`database connection lost: ${err.message}`)
  // A restarting server (57P01 admin_shutdown, EPIPE, ECONNRESET) emits 'error' on every client.
  // pg-pool listens only on idle clients; an unheard 'error' on a client checked out by a
  // request or a transaction would end the process. The query in flight is rejected anyway (and
  // answered 503, plugins/error-handler.ts); the broken client is dropped on release.
  pool.on('connect', (client) => client.on('error', (err) => report(err)))
  // pg-pool re-emits an idle client's error here; the client's own listener above reported it.
  pool.on('error', () => {})
  if (options.cacheStatements !== false) cacheStatements(pool)
  const checkoutPool = checkoutFirst(pool, new CheckoutFirstGate(poolSize, CONNECT_TIMEOUT_MS))
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    checkoutDb: drizzlePg(checkoutPool, { schema }) as unknown as Db,
    kind: 'postgres',
    pool,
    connectionString,
    onConnectionError(next) {
      report = next
    },
    async close() {
      await pool.end()
    },
  }
}

/** Opens the configured database: node-postgres when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
  PGLITE_SHARED_BUFFERS?: string
  DATABASE_POOL_SIZE?: number
  DATABASE_STATEMENT_CACHE?: boolean
}): Promise<Database> {
  if (config.DATABASE_URL)
    return postgresDatabase(config.DATABASE_URL, config.DATABASE_POOL_SIZE, {
      cacheStatements: config.DATABASE_STATEMENT_CACHE,
    })
  // One process at a time (data-dir-lock.ts): taken before PGlite opens the folder, given back
  // once it is closed.
  const inMemory = config.DATA_DIR.startsWith('memory://')
  if (!inMemory) mkdirSync(config.DATA_DIR, { recursive: true })
  const unlock = inMemory ? () => {} : lockDataDir(config.DATA_DIR)
  let client: PGlite
  // PGlite's JavaScript (and drizzle's driver for it) is loaded only by a store that runs on it:
  // a PostgreSQL store's start does not compile it (ADR 080).
  const { openPglite, pgliteDatabase } = await import('./pglite-database.ts')
  try {
    client = await openPglite({ dataDir: config.DATA_DIR, sharedBuffers: config.PGLITE_SHARED_BUFFERS })
  } catch (err) {
    unlock()
    throw err
  }
  const database = pgliteDatabase(client)
  const close = database.close
  return {
    ...database,
    async close() {
      try {
        await close()
      } finally {
        if (client.closed) unlock()
      }
    },
  }
}

/** Rows of a raw SQL query on either driver (both answer `{ rows }`; the shared type cannot say so). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
