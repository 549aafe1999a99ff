import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, type Db, postgresDatabase, queryRows, type Tx } from '#server/db/database.ts'
import { openPglite, pgliteDatabase } from '#server/db/pglite-database.ts'
import { withDatabase } from './global-setup.ts'

/**
 * A fresh, migrated, empty database for one test file: a copy of the migrated PGlite image,
 * or (when the run has TEST_DATABASE_URL) a new PostgreSQL database cloned from the template.
 */
export async function openTestDatabase(): Promise<Database> {
  const tpl = inject('pgTemplate')
  if (tpl) {
    const name = `${tpl.prefix}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: tpl.adminUrl })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`)
    } finally {
      await admin.end()
    }
    return postgresDatabase(withDatabase(tpl.adminUrl, name), 20)
  }
  return pgliteDatabase(await openPglite({ loadDataDir: migratedImage() }))
}

/**
 * The migrated PGlite image as a directory, for tests of code that opens DATA_DIR itself (the
 * CLI, a second open of the same store): no initdb and no migrations, which cost tens of seconds
 * on a loaded machine. Leaves the database open; close it before another process opens `dataDir`.
 */
export async function openMigratedDataDir(dataDir: string): Promise<Database> {
  return pgliteDatabase(await openPglite({ dataDir, loadDataDir: migratedImage() }))
}

function migratedImage(): Blob {
  return new Blob([readFileSync(inject('pgliteImagePath'))])
}

/** A prepared statement of this connection and how often PostgreSQL planned it. */
export type PreparedPlan = { name: string; statement: string; generic: number; custom: number }

/**
 * The statements prepared on `db`'s connection (one connection: a transaction, or a pool of
 * one), with how many generic and custom plans each was run with (ADRs 078, 081).
 */
export function preparedPlans(db: Db | Tx): Promise<PreparedPlan[]> {
  return queryRows<PreparedPlan>(
    db,
    sql`SELECT name, statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements`,
  )
}
