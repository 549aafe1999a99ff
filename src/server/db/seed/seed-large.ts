import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { productImageUrl } from '#server/db/seed/catalogue/categories.ts'
import { DEMO_REVIEWERS } from './demo-reviews.ts'
import { LARGE_CATALOGUE, PACK_VARIANTS, QUALIFIERS } from './large-catalogue-data.ts'
import { between, createRandom, randomFor } from './prng.ts'
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
    const batch = await queryRows<{ id: string; description: string }>(
      db,
      sql`
      INSERT INTO products (name, description, unit, price, original_price, image_url,
        is_featured, stock_quantity, category_id, created_at)
      SELECT name, description, unit, price, original_price, image_url,
        is_featured, stock_quantity, category_id, created_at
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, description text,
        unit text, price integer, original_price integer, image_url text,
        is_featured boolean, stock_quantity integer, category_id uuid, created_at timestamptz)
      RETURNING id, description`,
    )
    await addSyntheticReviews(db, batch)
    inserted += size
    options.onProgress?.(inserted, count)
  }
  // Fresh statistics and visibility map now, rather than whenever autovacuum gets to it: until
  // then the planner misjudges the new rows and counts read the heap (listings ~3x slower).
  await db.execute(sql`VACUUM ANALYZE products`)
  return inserted
}

// Ratings are counted from reviews (migration 0004), so the synthetic products get reviews too,
// by the demo's reviewers: 0–6 each, mostly 4 and 5 stars, as a listing sorted by rating needs.
const SYNTHETIC_REVIEWS: Record<number, [title: string, comment: string]> = {
  5: ['Excellent', 'Great quality and fresh stock, will buy again.'],
  4: ['Good value', 'Good product at a fair price, delivered on time.'],
  3: ['Okay', 'Average quality, nothing special about it.'],
  2: ['Not great', 'Quality was below what I expected for the price.'],
  1: ['Disappointed', 'Did not like it and will not order it again.'],
}

/** Reviews of a batch of new products, planned from each one's description (deterministic). */
async function addSyntheticReviews(db: Db, batch: { id: string; description: string }[]): Promise<void> {
  const reviewers = Object.keys(DEMO_REVIEWERS).map((key) => `demo-reviewer-${key}`)
  const reviews = batch.flatMap(({ id, description }) => {
    const random = randomFor(description)
    const count = random() < 0.25 ? 0 : between(random, 1, 6)
    const first = between(random, 0, reviewers.length - 1)
    return Array.from({ length: count }, (_, k) => {
      const roll = random()
      const rating = roll < 0.4 ? 5 : roll < 0.75 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1
      const [title, comment] = SYNTHETIC_REVIEWS[rating]!
      // Distinct reviewers for one product: one review per user and product.
      const user_id = reviewers[(first + k) % reviewers.length]!
      return { product_id: id, user_id, rating, title, comment }
    })
  })
  if (reviews.length === 0) return
  await db.execute(sql`
    INSERT INTO product_reviews (product_id, user_id, rating, title, comment, user_name)
    SELECT r.product_id, r.user_id, r.rating, r.title, r.comment, u.name
    FROM json_to_recordset(${JSON.stringify(reviews)}::json) AS r(product_id uuid, user_id text,
      rating smallint, title text, comment text)
    JOIN users u ON u.id = r.user_id`)
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
    is_featured: random() < 0.03,
    stock_quantity: stock,
    category_id: categoryIds.get(group.category)!,
    created_at: new Date(now - Math.floor(random() * 365 * DAY_MS)).toISOString(),
  }
}
