import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { type Database, queryRows } from './database.ts'
import { vacuumTables } from './pglite-maintenance.ts'

describe('vacuuming the embedded database (no autovacuum in PGlite)', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('vacuums and analyses every table of the store, one by one', async () => {
    const tables = (
      await queryRows<{ name: string }>(
        database.db,
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
    ).map((t) => t.name)
    expect(tables).toEqual(
      expect.arrayContaining(['products', 'cart_items', 'delivery_slots', 'search_terms']),
    )
    expect(await vacuumTables(database.db)).toEqual(tables)
    const never = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT relname AS name FROM pg_stat_user_tables
          WHERE schemaname = 'public' AND coalesce(last_vacuum, last_autovacuum) IS NULL`,
    )
    expect(never).toEqual([])
  })

  it('stops between tables when the store is stopping', async () => {
    expect(await vacuumTables(database.db, () => true)).toEqual([])
  })
})
