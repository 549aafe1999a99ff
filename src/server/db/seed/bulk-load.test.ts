import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, queryRows } from '#server/db/database.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { withIndexesRebuiltAfter } from './bulk-load.ts'
import { seedDemoDataIfEmpty } from './seed-demo.ts'
import { seedLargeCatalogue } from './seed-large.ts'

const TABLES = ['products', 'product_reviews', 'search_terms']

/** Every index, constraint and trigger of the tables, as the database would recreate them. */
async function definitions(database: Database) {
  return queryRows<{ what: string }>(
    database.db,
    sql`
      SELECT pg_get_indexdef(indexrelid) AS what FROM pg_index
      WHERE indrelid = ANY(ARRAY['products', 'product_reviews', 'search_terms']::regclass[])
      UNION ALL
      SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
      WHERE conrelid = ANY(ARRAY['products', 'product_reviews', 'search_terms']::regclass[])
      UNION ALL
      SELECT tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger
      WHERE tgrelid = ANY(ARRAY['products', 'product_reviews', 'search_terms']::regclass[]) AND NOT tgisinternal
      ORDER BY 1`,
  ).then((rows) => rows.map((r) => r.what))
}

describe('bulk seeding with indexes rebuilt after the load', () => {
  let database: Database
  let before: string[]

  beforeAll(async () => {
    database = await openTestDatabase()
    await seedDemoDataIfEmpty(database.db, { info: () => {} })
    before = await definitions(database)
  })
  afterAll(async () => {
    await database.close()
  })

  it('loads without the indexes and leaves every index, constraint and trigger as it was', async () => {
    let during: string[] = []
    await withIndexesRebuiltAfter(database.db, TABLES, ['product_reviews_product_user_uq'], async (tx) => {
      during = await queryRows<{ what: string }>(
        tx,
        sql`SELECT indexrelid::regclass::text AS what FROM pg_index
            WHERE indrelid = ANY(ARRAY['products', 'product_reviews', 'search_terms']::regclass[])
            UNION ALL
            SELECT conname FROM pg_constraint WHERE contype = 'f'
              AND confrelid = ANY(ARRAY['products', 'product_reviews', 'search_terms']::regclass[])`,
      ).then((rows) => rows.map((r) => r.what))
    })
    // Everything went for the load but the index named, foreign keys into the tables included.
    expect(during).toEqual(['product_reviews_product_user_uq'])
    expect(await definitions(database)).toEqual(before)
  })

  it('puts everything back when the load fails', async () => {
    await expect(
      withIndexesRebuiltAfter(database.db, TABLES, [], async () => {
        throw new Error('load failed')
      }),
    ).rejects.toThrow('load failed')
    expect(await definitions(database)).toEqual(before)
  })

  it('seeds in bulk with the same ratings, reviews and search words as row by row', async () => {
    expect(await seedLargeCatalogue(database.db, 1500, { bulk: true })).toBe(1500)
    expect(await definitions(database)).toEqual(before)
    const [check] = await queryRows<{ products: number; wrong_rating: number; missing_terms: number }>(
      database.db,
      sql`
        SELECT count(*)::int AS products,
          count(*) FILTER (WHERE p.review_count <> r.n
            OR p.rating <> coalesce(round(r.avg::numeric, 1), 0)::float8)::int AS wrong_rating,
          count(*) FILTER (WHERE p.is_available AND NOT EXISTS (
            SELECT 1 FROM search_terms t WHERE t.product_id = p.id))::int AS missing_terms
        FROM products p
        CROSS JOIN LATERAL (SELECT count(*)::int AS n, avg(rating) AS avg FROM product_reviews
          WHERE product_id = p.id) r`,
    )
    expect(check).toMatchObject({ wrong_rating: 0, missing_terms: 0 })
    expect(check!.products).toBeGreaterThan(1500)
    // Version 4 ids, as randomUUID() makes them (version digit 4, variant 8, 9, a or b).
    const [ids] = await queryRows<{ other: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE id::text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$')::int
        AS other FROM products`,
    )
    expect(ids).toEqual({ other: 0 })
  })
})
