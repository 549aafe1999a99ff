import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { type Database, queryRows } from './database.ts'

// Every connection of the store gets the same session settings (database.ts): the trigram
// threshold of search's look-alikes (ADR 005) and no JIT compilation (ADR 078). PGlite and
// PostgreSQL.
describe('session settings', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  const show = async (name: string) =>
    (await queryRows<Record<string, string>>(database.db, sql.raw(`SHOW ${name}`)))[0]?.[name]

  it('hold on every connection', async () => {
    // Several at once, so that a pool opens more than one connection.
    const seen = await Promise.all(
      Array.from({ length: 4 }, async () => [
        await show('jit'),
        await show('pg_trgm.strict_word_similarity_threshold'),
      ]),
    )
    for (const [jit, threshold] of seen) {
      expect(jit).toBe('off')
      expect(threshold).toBe('0.35')
    }
  })
})
