import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openPglite, pgliteDatabase, postgresDatabase } from '#server/db/database.ts'
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
  const image = readFileSync(inject('pgliteImagePath'))
  const client = await openPglite({ loadDataDir: new Blob([image]) })
  return pgliteDatabase(client)
}
