import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { type Database, postgresDatabase, queryRows } from './database.ts'

const url = process.env.TEST_DATABASE_URL

// The statement cache is a node-postgres matter: it runs in the PostgreSQL pass of the suite.
describe.skipIf(!url)('statement cache on PostgreSQL (ADR 014)', () => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  /** Runs a parameterised statement twice and answers what that connection has prepared. */
  async function preparedAfterTwoRuns(options?: { cacheStatements?: boolean }) {
    database = postgresDatabase(url!, 1, options)
    const { db } = database
    for (const n of [1, 2]) {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT ${n}::int + 1 AS n`)
      expect(row?.n).toBe(n + 1)
    }
    return queryRows<{ name: string; statement: string }>(
      db,
      sql`SELECT name, statement FROM pg_prepared_statements WHERE ${1} = 1`,
    )
  }

  it('prepares a parameterised statement once per connection under a name from its text', async () => {
    const prepared = await preparedAfterTwoRuns()
    const ours = prepared.filter((p) => p.statement.includes('::int + 1'))
    expect(ours).toHaveLength(1)
    expect(ours[0]!.name).toMatch(/^fc_[\w-]{27}$/)
  })

  it('leaves statements unnamed when turned off', async () => {
    const prepared = await preparedAfterTwoRuns({ cacheStatements: false })
    expect(prepared.filter((p) => p.name.startsWith('fc_'))).toEqual([])
  })
})
