import { sql } from 'drizzle-orm'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_DIR } from '#server/paths.ts'
import type { Database } from './database.ts'

// Any number taken by nothing else: serialises migrations of instances starting together.
const MIGRATION_LOCK_ID = 7_311_990

/** Applies the committed migrations (drizzle/) with Drizzle's runtime migrator. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, config)
    return
  }
  const client = await database.pool!.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrateNodePg(database.db as any, config)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    client.release()
  }
}

/** True when the database answers a trivial query. */
export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`SELECT 1`)
    return true
  } catch {
    return false
  }
}
