import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type Database, type Db, SESSION_SETTINGS_SQL } from './database.ts'
import { DEFAULT_PGLITE_SHARED_BUFFERS, withStartTieringBudget } from './pglite-settings.ts'
import { withNamedStatements } from './pglite-statements.ts'
import * as schema from './schema.ts'

// The embedded database: opened by database.ts's openDatabase when DATABASE_URL is not set, and
// imported by it only then (ADR 080), so a PostgreSQL store never loads PGlite.

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; sharedBuffers?: string } = {},
) {
  if (options.dataDir && options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const client = await withStartTieringBudget(() =>
    PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      // A start parameter, not postgresql.conf: the data folder is left as it was (ADR 039).
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
      ],
    }),
  )
  await client.exec(SESSION_SETTINGS_SQL)
  return client
}

export function pgliteDatabase(client: PGlite): Database {
  // Named statements, planned once (pglite-statements.ts, ADR 050).
  const db = drizzlePglite(withNamedStatements(client), { schema }) as unknown as Db
  return {
    db,
    checkoutDb: db,
    kind: 'pglite',
    pglite: client,
    onConnectionError() {},
    async close() {
      if (!client.closed) await client.close()
    },
  }
}
