import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withNamedStatements } from './pglite-statements.ts'

describe('PGlite named statements (pglite-statements.ts)', () => {
  let raw: PGlite
  let db: PGlite

  beforeAll(async () => {
    raw = await PGlite.create()
    await raw.exec(`CREATE TABLE t (id int PRIMARY KEY, v text, at timestamptz, doc jsonb)`)
    db = withNamedStatements(raw)
  })
  afterAll(() => raw.close())

  const named = async () =>
    (
      await raw.query<{ statement: string; n: number }>(
        `SELECT statement, generic_plans + custom_plans AS n FROM pg_prepared_statements WHERE name LIKE 'fc\\_%'`,
      )
    ).rows

  it('parses a statement once and answers what PGlite itself answers', async () => {
    const insert = 'INSERT INTO t (id, v, at, doc) VALUES ($1, $2, $3, $4)'
    const at = new Date('2026-11-24T10:00:00Z')
    const first = await db.query(insert, [1, 'one', at, { a: [1, 2] }])
    const second = await db.query(insert, [2, null, at, null])
    expect(first.affectedRows).toBe(1)
    expect(second.affectedRows).toBe(1)
    const select = 'SELECT id, v, at, doc FROM t WHERE id <= $1 ORDER BY id'
    const mine = await db.query(select, [2])
    const theirs = await raw.query(select, [2])
    expect(mine.rows).toEqual(theirs.rows)
    expect(mine.fields).toEqual(theirs.fields)
    expect(mine.rows[0]).toEqual({ id: 1, v: 'one', at, doc: { a: [1, 2] } })
    // drizzle's options: rows as arrays, its own parsers for some types.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } }
    const arrays = await db.query(select, [2], options)
    expect(arrays.rows).toEqual((await raw.query(select, [2], options)).rows)
    expect(await named()).toEqual(
      expect.arrayContaining([
        { statement: insert, n: 2 },
        { statement: select, n: 2 },
      ]),
    )
  })

  it('leaves statements without parameters to PGlite', async () => {
    await db.query('SELECT count(*) FROM t')
    expect((await named()).map((s) => s.statement)).not.toContain('SELECT count(*) FROM t')
  })

  it('reports a failed statement with its code, and a transaction rolls back as before', async () => {
    await expect(db.query('INSERT INTO t (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' })
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [3])
        await tx.query('INSERT INTO t (id) VALUES ($1)', [1])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await db.query('SELECT id FROM t WHERE id = $1', [3])).rows).toEqual([])
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [3])
    })
    expect((await db.query('SELECT id FROM t WHERE id = $1', [3])).rows).toEqual([{ id: 3 }])
  })

  it('parses a statement again when its name was dropped (DISCARD ALL from the local socket)', async () => {
    const select = 'SELECT v FROM t WHERE id = $1'
    expect((await db.query(select, [1])).rows).toEqual([{ v: 'one' }])
    await raw.exec('DISCARD ALL')
    expect((await db.query(select, [1])).rows).toEqual([{ v: 'one' }])
  })

  it('keeps statements from running inside another caller’s transaction', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => {
      release = r
    })
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO t (id, v) VALUES ($1, $2)', [10, 'in tx'])
      await held
      throw new Error('roll back')
    })
    // Waits for the transaction to end, so it never sees (or joins) its uncommitted row.
    const outside = db.query('SELECT count(*)::int AS n FROM t WHERE id = $1', [10])
    release()
    await expect(tx).rejects.toThrow('roll back')
    expect((await outside).rows).toEqual([{ n: 0 }])
  })
})
