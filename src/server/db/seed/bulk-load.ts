import { sql } from 'drizzle-orm'
import { type Db, queryRows, type Tx } from '#server/db/database.ts'

// ADR 044. A bulk load into tables with many indexes spends most of its time keeping the indexes: at
// 1,000,000 synthetic products, products' 18 indexes (three of them trigram GIN), the word
// index's two (ADR 037) and the reviews' and the word index's foreign-key checks, row by row.
// Building an index once over the loaded rows is a sort, several times cheaper than as many
// inserts into it. So a large seed drops the secondary indexes and the foreign keys of the
// tables it fills, loads, and creates them again from their own definitions, all in one
// transaction: a failed load leaves the tables as they were, indexes included. Nothing may
// need an index during the load: a trigger that looks rows up is turned off by the caller or
// its index kept.

/** Which constraints and indexes go, and how each comes back, in the order to run them. */
type Rebuild = { drop: string[]; create: string[] }

/**
 * Runs `load` inside a transaction with the indexes, keys and foreign keys of `tables` removed
 * (and the foreign keys of other tables that point at them), then rebuilds them. Kept: the
 * indexes and constraints named in `keep` (a load's own triggers may look rows up by them).
 * The transaction holds the tables, and the tables pointing at them, locked throughout: a
 * tool's load, not one for a store that is serving.
 */
export async function withIndexesRebuiltAfter<T>(
  db: Db,
  tables: readonly string[],
  keep: readonly string[],
  load: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const plan = await rebuildPlan(tx, tables, keep)
    for (const statement of plan.drop) await tx.execute(sql.raw(statement))
    const result = await load(tx)
    // Sorting an index of a million rows in memory instead of in runs on disk.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`)
    for (const statement of plan.create) await tx.execute(sql.raw(statement))
    return result
  })
}

async function rebuildPlan(tx: Tx, tables: readonly string[], keep: readonly string[]): Promise<Rebuild> {
  const names = sql`ARRAY[${sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  )}]::regclass[]`
  const kept = sql`ARRAY[${sql.join(
    ['', ...keep].map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`
  // Foreign keys first, the tables' own and other tables' pointing at them (they depend on the
  // keys they point at), then primary keys and unique constraints, then the plain indexes;
  // created again in reverse, each foreign key checked once over the loaded rows.
  const rows = await queryRows<{ drop: string; create: string }>(
    tx,
    sql`
      SELECT drop, "create" FROM (
        SELECT 1 AS step, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS drop,
          format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS "create",
          c.conname::text AS name
        FROM pg_constraint c
        WHERE c.contype = 'f' AND (c.conrelid = ANY(${names}) OR c.confrelid = ANY(${names}))
        UNION ALL
        SELECT 2, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
          format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)),
          c.conname::text
        FROM pg_constraint c
        WHERE c.conrelid = ANY(${names}) AND c.contype IN ('p', 'u')
        UNION ALL
        SELECT 3, format('DROP INDEX %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid),
          i.indexrelid::regclass::text
        FROM pg_index i
        WHERE i.indrelid = ANY(${names})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ) AS s
      WHERE name <> ALL(${kept})
      ORDER BY step, name`,
  )
  return { drop: rows.map((r) => r.drop), create: rows.map((r) => r.create).reverse() }
}
