import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#server/db/database.ts'
import { createCatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { preparedPlans } from '#server/test-support/test-database.ts'
import { SearchQuerySchema } from '#shared/schemas/catalog.ts'
import { searchProducts } from './search-service.ts'

// ADR 078: PostgreSQL keeps a prepared statement's generic plan after five executions only when
// it is estimated no dearer than the plans made for each call's values. A statement whose
// estimate depends on values the planner can read (a page's LIMIT, an array's length) was
// planned again on every call, which cost a search at 1,000,000 products up to 0.95 ms of its
// database time. Each search statement here must be kept after its first executions.
// PGlite and PostgreSQL (one connection: the statements are a connection's own).
describe("search's statements keep their plans", () => {
  let t: TestApp
  let dairy: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    await insertProducts(t.db, [
      { name: 'Amul Butter', price: 5_600, categoryId: dairy.id },
      { name: 'Amul Gold Milk', price: 3_400, categoryId: dairy.id },
      { name: 'Green Peas', price: 4_000, categoryId: dairy.id },
      { name: 'Lemon Tea', description: 'A green and fresh cup.', price: 9_000, categoryId: dairy.id },
      ...Array.from({ length: 60 }, (_, i) => ({
        name: `Brand ${i} Butter`,
        price: 100 + i,
        categoryId: dairy.id,
      })),
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  it('after a few calls, each with its own values', async () => {
    const caches = createCatalogCaches(false)
    const searches = [
      // Sorted by name and price (ADR 051, 056), first page and last.
      'q=amul+butter&sort=name',
      'q=amul+butter&sort=price-low&last=true',
      // A filter: found by products_words_idx.
      'q=amul+butter&minPrice=1',
      // Nothing by the names: the look-alikes, then the descriptions.
      'q=green+tea',
      'q=amul+buter',
    ]
    const plans = await t.db.transaction(async (tx) => {
      for (let round = 0; round < 8; round++)
        for (const query of searches) {
          const q = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
          // A page of another size each round: other values, the same statements.
          await searchProducts(tx as unknown as Db, caches, { ...q, pageSize: 10 + round })
        }
      return preparedPlans(tx)
    })
    const kept = (part: string) => {
      const found = plans.filter((p) => p.statement.includes(part))
      expect(found.length, part).toBeGreaterThan(0)
      for (const p of found) expect(p.generic, `${part}: ${p.custom} custom plans`).toBeGreaterThan(0)
    }
    kept('pw_terms') // sorted
    kept('string_to_array') // products_words_idx
    kept('description_terms') // descriptions
    kept('t.typed') // look-alikes
  })
})
