import { sql } from 'drizzle-orm'
import type { Db } from '../database.ts'
import { categories, products } from '../schema.ts'
import { productImageUrl } from './catalogue/categories.ts'
import { LARGE_CATALOGUE, PACK_VARIANTS, QUALIFIERS } from './large-catalogue-data.ts'
import { between, createRandom } from './prng.ts'
import { seedDemoDataIfEmpty } from './seed-demo.ts'

// Rows per INSERT. One JSON parameter per batch keeps the statement the same on both drivers
// (node-postgres and PGlite serialise JS arrays differently) and under the 65,535-parameter cap.
const BATCH_SIZE = 2000
const DAY_MS = 86_400_000

type Row = {
  name: string
  description: string
  unit: string
  price: number
  original_price: number | null
  image_url: string
  rating: number
  review_count: number
  is_featured: boolean
  stock_quantity: number
  category_id: string
  created_at: string
}

export type LargeSeedOptions = {
  /** Called after every batch with the rows inserted so far. */
  onProgress?: (inserted: number, total: number) => void
}

/**
 * Adds `count` synthetic products (brand × qualifier × item × size) for benchmarks, spread over
 * the demo categories, then ANALYZEs so the planner knows the table's new size. Loads the demo
 * data first when the database is empty, because products hang off its categories.
 * Deterministic: the same database state and count give the same rows.
 */
export async function seedLargeCatalogue(
  db: Db,
  count: number,
  options: LargeSeedOptions = {},
): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`product count must be a whole number: ${count}`)
  await seedDemoDataIfEmpty(db, { info: () => {} })
  const categoryIds = await loadCategoryIds(db)
  // Starting where the table stands makes a second run continue the sequence of names
  // instead of repeating the first run's.
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: sql<number>`count(*)::int` })
    .from(products)
  const now = Date.now()
  let inserted = 0
  while (inserted < count) {
    const size = Math.min(BATCH_SIZE, count - inserted)
    const rows: Row[] = []
    for (let k = 0; k < size; k++) rows.push(syntheticProduct(existing + inserted + k, categoryIds, now))
    await db.execute(sql`
      INSERT INTO products (name, description, unit, price, original_price, image_url, rating,
        review_count, is_featured, stock_quantity, category_id, created_at)
      SELECT name, description, unit, price, original_price, image_url, rating,
        review_count, is_featured, stock_quantity, category_id, created_at
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, description text,
        unit text, price integer, original_price integer, image_url text, rating double precision,
        review_count integer, is_featured boolean, stock_quantity integer, category_id uuid,
        created_at timestamptz)`)
    inserted += size
    options.onProgress?.(inserted, count)
  }
  // Fresh statistics and visibility map now, rather than whenever autovacuum gets to it: until
  // then the planner misjudges the new rows and counts read the heap (listings ~3x slower).
  await db.execute(sql`VACUUM ANALYZE products`)
  return inserted
}

async function loadCategoryIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories)
  const ids = new Map(rows.map((r) => [r.name, r.id]))
  for (const c of LARGE_CATALOGUE) {
    if (!ids.has(c.category)) throw new Error(`category '${c.category}' is missing; seed the demo data first`)
  }
  return ids
}

/**
 * Product number `n` of the synthetic sequence: mixed-radix digits pick each part of it, the
 * size last, so consecutive numbers differ in name before they differ only in size.
 */
export function syntheticProduct(n: number, categoryIds: Map<string, string>, now: number): Row {
  const random = createRandom(n * 2654435761)
  const group = LARGE_CATALOGUE[n % LARGE_CATALOGUE.length]!
  let rest = Math.floor(n / LARGE_CATALOGUE.length)
  const item = group.items[rest % group.items.length]!
  rest = Math.floor(rest / group.items.length)
  const brand = group.brands[rest % group.brands.length]!
  rest = Math.floor(rest / group.brands.length)
  const [qualifier, qualifierFactor] = QUALIFIERS[rest % QUALIFIERS.length]!
  rest = Math.floor(rest / QUALIFIERS.length)
  const [variant, variantFactor] = PACK_VARIANTS[rest % PACK_VARIANTS.length]!
  rest = Math.floor(rest / PACK_VARIANTS.length)
  const [unit, sizeFactor] = item.sizes[rest % item.sizes.length]!

  const name = [brand, qualifier, item.name, variant].filter(Boolean).join(' ')
  const brandFactor = 0.85 + random() * 0.4
  const factor = sizeFactor * qualifierFactor * variantFactor * brandFactor
  const rupees = Math.max(5, Math.min(99_999, Math.round(item.price * factor)))
  const discounted = random() < 0.6
  const stockRoll = random()
  const stock = stockRoll < 0.05 ? 0 : stockRoll < 0.1 ? between(random, 1, 9) : between(random, 20, 200)
  return {
    name,
    description: `${name} in a ${unit} pack. ${qualifier ? `${qualifier} quality` : 'Quality'} from ${brand}, delivered fresh to your door.`,
    unit,
    price: rupees * 100,
    original_price: discounted
      ? Math.max(rupees + 1, Math.round(rupees * (1.05 + random() * 0.3))) * 100
      : null,
    image_url: productImageUrl(item.image),
    rating: Math.round((3.2 + random() * 1.7) * 10) / 10,
    review_count: between(random, 0, 2000),
    is_featured: random() < 0.03,
    stock_quantity: stock,
    category_id: categoryIds.get(group.category)!,
    created_at: new Date(now - Math.floor(random() * 365 * DAY_MS)).toISOString(),
  }
}
