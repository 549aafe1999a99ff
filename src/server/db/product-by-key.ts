// A few rows' products, each read by its primary key whatever the planner's statistics say
// (ADR 069). A cart's lines and an order's items are a handful of rows; joined to products the
// plain way, a planner without fresh statistics (a new database, a server with autovacuum off,
// PGlite between its vacuums) guesses dozens of them and hashes them against a sequential scan
// of every product. A subquery with a LIMIT is never pulled up into such a join, so a LATERAL
// one costs one index lookup a row (a key finds one row anyway).
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields, SubqueryWithSelection } from 'drizzle-orm/pg-core'
import type { Db } from './database.ts'
import { products } from './schema.ts'

/** `CROSS JOIN LATERAL (… products p …) p` for a statement written as SQL: the row's product as `p`. */
export function productOfRow(productId: SQL): SQL {
  return sql`CROSS JOIN LATERAL (SELECT * FROM ${products} p WHERE p.id = ${productId} LIMIT 1) p`
}

/**
 * The same for Drizzle's `crossJoinLateral` / `leftJoinLateral`: the chosen columns of the
 * product whose id is `productId` (a column of the outer query), as the subquery `p`.
 */
export function productByKey<T extends SelectedFields>(
  db: Db,
  productId: AnyColumn,
  fields: T,
): SubqueryWithSelection<T, 'p'> {
  // Drizzle's select types do not resolve for a generic selection; the subquery is what it says.
  const query = db.select(fields).from(products).where(eq(products.id, productId)).limit(1)
  return (query as unknown as { as(alias: 'p'): SubqueryWithSelection<T, 'p'> }).as('p')
}
