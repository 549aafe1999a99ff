import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { type Database, queryRows } from './database.ts'
import { DATABASE_TEXT_IDS } from './database-texts.ts'
import { isUpToDate, migrateDatabase, readJournal } from './migrate.ts'

// A start on a database already at the newest migration skips Drizzle's migrator (ADR 039); a
// newer committed migration, or a database never migrated, still goes through it.

describe('the migration check at start', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('finds a migrated database up to date, and not once a newer migration is committed', async () => {
    const journal = readJournal()
    expect(await isUpToDate(database, journal)).toBe(true)
    const newest = Math.max(...journal.map((e) => e.when))
    expect(await isUpToDate(database, [...journal, { tag: '9999_next', when: newest + 1 }])).toBe(false)
  })

  it('finds a database never migrated out of date', async () => {
    // No drizzle.__drizzle_migrations: what a new data folder looks like to the check.
    await database.db.execute(sql`ALTER SCHEMA drizzle RENAME TO drizzle_hidden`)
    try {
      expect(await isUpToDate(database)).toBe(false)
    } finally {
      await database.db.execute(sql`ALTER SCHEMA drizzle_hidden RENAME TO drizzle`)
    }
  })

  it('restores a changed database text and leaves equal ones unwritten', async () => {
    await database.db.execute(
      sql`UPDATE database_texts SET text = 'stale' WHERE locale = 'hi' AND id = ${DATABASE_TEXT_IDS[0]}`,
    )
    await migrateDatabase(database)
    const [restored] = await queryRows<{ text: string }>(
      database.db,
      sql`SELECT text FROM database_texts WHERE locale = 'hi' AND id = ${DATABASE_TEXT_IDS[0]}`,
    )
    expect(restored?.text).not.toBe('stale')
    // A second start finds them equal and writes nothing: not even the row lock an upsert takes
    // on each conflicting row (a new xmax on every row, at every start).
    const versions = sql`SELECT locale, id, ctid::text, xmin::text, xmax::text FROM database_texts ORDER BY locale, id`
    const before = await queryRows(database.db, versions)
    await migrateDatabase(database)
    expect(before.length).toBeGreaterThan(0)
    expect(await queryRows(database.db, versions)).toEqual(before)
  })
})
