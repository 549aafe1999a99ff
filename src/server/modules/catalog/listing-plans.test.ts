import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, postgresDatabase } from '#server/db/database.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { preparedPlans } from '#server/test-support/test-database.ts'
import { ProductFiltersSchema } from '#shared/schemas/catalog.ts'
import { createCatalogCaches } from './catalog-cache.ts'
import { listAllProducts, listCategoryProducts } from './product-listing.ts'

// ADR 081: a listing statement's page size and position are values its plan cannot read, and the
// capped count's limit is written into it, so PostgreSQL keeps one generic plan per statement
// after its first calls instead of planning it again on every call (0.3-0.7 ms at 1,000,000
// products, more than running it). With a rating floor, or a price range under another sort, the
// plan still depends on the values (PostgreSQL may keep planning them each call, as it decides):
// not read here. On PostgreSQL only: on PGlite the listings run unnamed
// statements, planned each time by design (one session; ADR 050).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

describe.skipIf(!onPostgres)("listings' statements keep their plans", () => {
  let t: TestApp
  let one: Database
  let snacks: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    snacks = await insertCategory(t.db, { name: 'Snacks & Drinks' })
    await insertProducts(
      t.db,
      // Enough rows that a page's own plan (LIMIT 3) and a plan for an unknown limit differ in cost.
      Array.from({ length: 3_000 }, (_, i) => ({
        name: `Snack ${i}`,
        price: 1_000 + i * 500,
        rating: i % 3 === 0 ? 0 : 3 + (i % 3),
        isFeatured: i % 7 === 0,
        categoryId: snacks.id,
      })),
    )
    await t.db.execute(sql`ANALYZE products`)
    // One connection: prepared statements are a connection's own.
    one = postgresDatabase(t.database.connectionString!, 1)
  })
  afterAll(async () => {
    await one?.close()
    await t?.close()
  })

  it('after a few calls, each with its own page size and page', async () => {
    const caches = createCatalogCaches(false)
    const reads = [
      '',
      'sort=price-low&page=2',
      'sort=name&page=3',
      'sort=relevance&last=true',
      'sort=price-high&inStock=true&last=true',
      'sort=price-low&minPrice=2000&maxPrice=9000',
    ]
    for (let round = 0; round < 8; round++) {
      for (const read of reads) {
        const filters = ProductFiltersSchema.parse({
          ...Object.fromEntries(new URLSearchParams(read)),
          pageSize: String(3 + round),
        })
        await listCategoryProducts(one.db, caches, snacks.id, filters)
        await listAllProducts(one.db, caches, { ...filters, categoryId: undefined })
      }
    }
    const plans = (await preparedPlans(one.db)).filter((p) => p.name.startsWith('listing_'))
    // Each read counted once (its total then kept), then read without the count: those ran 7+ times.
    const planned = plans.filter((p) => p.generic + p.custom >= 7)
    expect(planned.length).toBeGreaterThanOrEqual(reads.length)
    // PostgreSQL tries a plan for each call's values five times, then keeps the generic one.
    for (const p of planned) expect(p, p.statement).toMatchObject({ custom: 5 })
  })
})
