import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_DIR } from '#server/paths.ts'
import { type Database, queryRows } from './database.ts'
import { writeDatabaseTexts } from './database-texts.ts'

// Any number taken by nothing else: serialises migrations of instances starting together.
const MIGRATION_LOCK_ID = 7_311_990

/**
 * Applies the committed migrations (drizzle/) with Drizzle's runtime migrator, then copies the
 * catalogue texts the database writes itself (database-texts.ts).
 *
 * A database already at the newest committed migration (every start but the first after an
 * upgrade) skips the migrator: it reads and hashes every migration file and sends two DDL
 * statements and an empty transaction, about a tenth of a PGlite start's CPU (ADR 039). Drizzle
 * applies exactly the migrations newer than the newest one recorded, so "none newer" is the
 * same answer it would reach.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (await isUpToDate(database)) {
    await writeDatabaseTexts(database.db)
    return
  }
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, config)
    await writeDatabaseTexts(database.db)
    return
  }
  const client = await database.pool!.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrateNodePg(database.db as any, config)
    await writeDatabaseTexts(database.db)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    client.release()
  }
}

/**
 * Migrates like migrateDatabase and answers the tags of the migrations it applied (oldest
 * first; none when the database was up to date). Drizzle applies every migration of the journal
 * newer than the newest one recorded in drizzle.__drizzle_migrations; so does this count.
 */
export async function migrateDatabaseReporting(database: Database): Promise<string[]> {
  const before = await newestAppliedMigration(database)
  await migrateDatabase(database)
  return readJournal()
    .filter((e) => before === null || e.when > before)
    .map((e) => e.tag)
}

type JournalEntry = { tag: string; when: number }

/** The committed migrations, oldest first (drizzle/meta/_journal.json). */
export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  return journal.entries
}

/** True when no committed migration is newer than the newest one the database has applied. */
export async function isUpToDate(database: Database, journal = readJournal()): Promise<boolean> {
  const applied = await newestAppliedMigration(database)
  if (applied === null) return false
  return journal.every((e) => e.when <= applied)
}

/** The journal time of the newest applied migration; null on a database never migrated. */
async function newestAppliedMigration(database: Database): Promise<number | null> {
  const [table] = await queryRows<{ name: string | null }>(
    database.db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  )
  if (!table?.name) return null
  const [row] = await queryRows<{ at: string | null }>(
    database.db,
    sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`,
  )
  return row?.at == null ? null : Number(row.at)
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
