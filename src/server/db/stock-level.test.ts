import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts } from '#server/test-support/fixtures.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import { type Database, queryRows } from './database.ts'
import { products } from './schema.ts'

// ADR 066: a sale changes stock_quantity, which no index of products holds, so it is a heap-only
// update; the indexes hold stock_level, which moves only when stock crosses zero or the low line.

describe('stock level', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('is 0 without stock, 1 under the low stock line, 2 from it on', async () => {
    const stocks = [0, 1, LOW_STOCK_THRESHOLD - 1, LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD + 1, 1_000_000]
    const rows = await insertProducts(
      database.db,
      stocks.map((stockQuantity) => ({ stockQuantity })),
    )
    expect(rows.map((r) => r.stockLevel)).toEqual([0, 1, 1, 2, 2, 2])
    // Written again as the sale writes it, the level follows.
    await database.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${LOW_STOCK_THRESHOLD}` })
      .where(eq(products.id, rows[4]!.id))
    const [after] = await database.db
      .select({ level: products.stockLevel })
      .from(products)
      .where(eq(products.id, rows[4]!.id))
    expect(after?.level).toBe(1)
  })

  it('no index of products holds stock_quantity: in its keys, expressions or predicate', async () => {
    const indexes = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
          FROM pg_index i WHERE i.indrelid = 'products'::regclass`,
    )
    expect(indexes.length).toBeGreaterThan(10)
    expect(indexes.filter((i) => i.definition.includes('stock_quantity')).map((i) => i.name)).toEqual([])
    expect(indexes.filter((i) => i.definition.includes('stock_level')).length).toBeGreaterThanOrEqual(11)
  })

  it('a sale that leaves the level as it was is a heap-only update', async () => {
    const [product] = await insertProducts(database.db, [{ stockQuantity: 500 }])
    // The counts of this backend not yet reported, which include earlier statements': read
    // before and after.
    const counts = sql`SELECT pg_stat_get_xact_tuples_updated('products'::regclass)::int AS updated,
        pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int AS hot`
    const hot = await database.db.transaction(async (tx) => {
      const [before] = await queryRows<{ updated: number; hot: number }>(tx, counts)
      // As the checkout's write takes the stock (checkout-service.ts).
      await tx.execute(
        sql`UPDATE products SET stock_quantity = stock_quantity - 3, updated_at = now() WHERE id = ${product!.id}`,
      )
      const [after] = await queryRows<{ updated: number; hot: number }>(tx, counts)
      return { updated: after!.updated - before!.updated, hot: after!.hot - before!.hot }
    })
    expect(hot).toEqual({ updated: 1, hot: 1 })
  })
})
