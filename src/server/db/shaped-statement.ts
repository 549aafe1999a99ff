// Statements built once per shape (ADR 041): the text comes from Drizzle's builders with a
// sql.placeholder for every value, is turned into SQL text once, and each later request only
// fills in its values. Building a statement with Drizzle (nested sql templates, `is()` checks,
// the parameter list) cost more server CPU than a search's own work in Node.
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './database.ts'

/** Shapes kept at most; a code path with unbounded shapes builds each statement again past it. */
const MAX_SHAPES = 500

const dialect = new PgDialect()
type Query = ReturnType<PgDialect['sqlToQuery']>
const built = new Map<string, Query>()

/**
 * The rows of the statement of one shape: `build` is called the first time a shape is seen (its
 * every value a `sql.placeholder(name)`), `values` fills the placeholders by name. The statement
 * goes out unnamed, so the pool's statement cache (ADR 014) names it after its text where it is
 * on: each connection parses it once.
 */
export async function shapedRows<T>(
  db: Db | Tx,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let query = built.get(shape)
  if (!query) {
    query = dialect.sqlToQuery(build())
    if (built.size < MAX_SHAPES) built.set(shape, query)
  }
  const prepared = db._.session.prepareQuery(query, undefined, undefined, false)
  const result = (await prepared.execute(values)) as { rows: T[] }
  return result.rows
}
