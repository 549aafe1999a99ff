// Small builders for API tests: each inserts one row with sensible defaults and returns it.
// Pass only what the test is about; everything else gets a valid, unremarkable value.
import type { Db } from '#server/db/database.ts'
import { categories, deliveryLocations, products } from '#server/db/schema.ts'

export type CategoryRow = typeof categories.$inferSelect
export type ProductRow = typeof products.$inferSelect
export type DeliveryLocationRow = typeof deliveryLocations.$inferSelect

let sequence = 0
/** Unique within a test process, so unique columns (category name) never collide. */
function nextNumber(): number {
  sequence += 1
  return sequence
}

export async function insertCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = nextNumber()
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${n}`,
      description: `Things of kind ${n}`,
      icon: '🛒',
      sortOrder: n,
      ...overrides,
    })
    .returning()
  return row!
}

/** An available, in-stock product with a picture, created now (so it qualifies for the home strips). */
export async function insertProduct(
  db: Db,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [row] = await insertProducts(db, [overrides])
  return row!
}

export async function insertProducts(
  db: Db,
  list: Partial<typeof products.$inferInsert>[],
): Promise<ProductRow[]> {
  if (list.length === 0) return []
  const values = list.map((overrides) => {
    const n = nextNumber()
    return {
      name: `Test product ${n}`,
      description: `A plain test item number ${n}.`,
      unit: '1 pc',
      price: 10_000,
      imageUrl: `/uploads/products/test-${n}.webp`,
      rating: 4,
      reviewCount: 10,
      stockQuantity: 50,
      ...overrides,
    }
  })
  return db.insert(products).values(values).returning()
}

export async function insertDeliveryLocation(
  db: Db,
  overrides: Partial<typeof deliveryLocations.$inferInsert> = {},
): Promise<DeliveryLocationRow> {
  const n = nextNumber()
  const [row] = await db
    .insert(deliveryLocations)
    .values({ name: `Area ${n}`, area: `Sector ${n}`, city: 'Pune', deliveryTime: 30, ...overrides })
    .returning()
  return row!
}
