import type { Config } from '#server/config.ts'
import { DataDirInUseError, dataDirHolder } from '#server/db/data-dir-lock.ts'
import { type Database, openDatabase, postgresDatabase } from '#server/db/database.ts'
import { findRunningServer, localSocketUrl, type ServerInfo } from '#server/db/local-socket.ts'
import { migrateDatabase } from '#server/db/migrate.ts'

// "Open the right database" for operator tools (the CLI, db:seed), whether or not the store
// is running:
//  - DATABASE_URL set: PostgreSQL, like the server;
//  - else a store runs on DATA_DIR (DATA_DIR/server.json names a live process whose socket
//    answers): its PGlite through the owner-only Unix socket in DATA_DIR/socket. Opening the
//    directory a second time would corrupt it, because PGlite is single-process. psql goes the
//    same way:
//      psql -h "$PWD/data/socket" -U postgres postgres
//  - else the directory itself, migrated first so a fresh DATA_DIR works. While a store that is
//    still starting holds it (DATA_DIR/freshcart.lock, db/data-dir-lock.ts), the tool waits for
//    its socket.
//
// PGlite has ONE session and the running store shares it: a tool must not leave a
// transaction open, so keep connections short (one pooled connection, closed when done).
// The socket holds the store's other queries back while a tool is inside a transaction.

export type ToolDatabase = {
  database: Database
  via: 'postgres' | 'socket' | 'directory'
  /** Where the data is, for the tool's own output. */
  description: string
}

export async function openDatabaseForTool(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
  /** false: the caller migrates (db:migrate, which reports what it applied). */
  { migrate = true }: { migrate?: boolean } = {},
): Promise<ToolDatabase> {
  if (config.DATABASE_URL) {
    // A tool runs a handful of statements: no statement cache, so it works behind any pooler.
    const database = postgresDatabase(config.DATABASE_URL, 2, { cacheStatements: false })
    if (migrate) await migrateDatabase(database)
    return { database, via: 'postgres', description: 'PostgreSQL (DATABASE_URL)' }
  }
  const running = await findRunningServer(config.DATA_DIR)
  if (running) return throughSocket(running)
  let database: Database
  try {
    database = await openDatabase({ DATA_DIR: config.DATA_DIR })
  } catch (err) {
    // A store that is starting holds the folder before it offers its socket (it migrates, seeds
    // and listens first): wait for the socket rather than refuse.
    if (!(err instanceof DataDirInUseError)) throw err
    const started = await waitForRunningServer(config.DATA_DIR, STARTING_STORE_WAIT_MS)
    if (started === null) throw err
    if (started !== 'free') return throughSocket(started)
    database = await openDatabase({ DATA_DIR: config.DATA_DIR })
  }
  if (migrate) await migrateDatabase(database)
  return { database, via: 'directory', description: `the embedded database in ${config.DATA_DIR}` }
}

/** How long a tool waits for a store that holds DATA_DIR to offer its socket. */
const STARTING_STORE_WAIT_MS = 30_000

function throughSocket(running: ServerInfo): ToolDatabase {
  const database = postgresDatabase(localSocketUrl(running), 1, { cacheStatements: false })
  return {
    database,
    via: 'socket',
    description: `the running store's database (pid ${running.pid}, ${running.socketDir})`,
  }
}

/** The store once it offers its socket; 'free' when the holder let go first; null after `ms`. */
async function waitForRunningServer(dataDir: string, ms: number): Promise<ServerInfo | 'free' | null> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const running = await findRunningServer(dataDir)
    if (running) return running
    // The holder stopped (or was a tool that finished): the folder may be free now.
    if (dataDirHolder(dataDir) === null) return 'free'
  }
  return null
}
