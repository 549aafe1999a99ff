import { createHash } from 'node:crypto'
import type pg from 'pg'

/** How many distinct statements get a name; past it, new shapes run unnamed as before. */
const MAX_NAMED_STATEMENTS = 1000

/**
 * Names every parameterised statement after a hash of its text, so each pooled connection
 * parses and analyses it once and then only binds and executes it — the statement cache that
 * asyncpg and pgx keep by default. Drizzle sends every value as a parameter, so a statement's
 * text depends on the code path only, and the set of texts stays small; the cap guards against
 * a path that builds unbounded shapes. PostgreSQL still chooses per execution between a custom
 * plan and a cached generic one (plan_cache_mode = auto), so skewed parameters keep good plans.
 */
export function cacheStatements(pool: pg.Pool) {
  const names = new Map<string, string>()
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text)
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `fc_${createHash('sha1').update(text).digest('base64url')}`
      names.set(text, name)
    }
    return name
  }
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (
        Array.isArray(values) &&
        values.length > 0 &&
        config !== null &&
        typeof config === 'object' &&
        typeof (config as pg.QueryConfig).text === 'string' &&
        !(config as pg.QueryConfig).name
      ) {
        const name = nameOf((config as pg.QueryConfig).text)
        if (name) config = { ...config, name }
      }
      return query(config, values, callback)
    }) as typeof client.query
  })
}
