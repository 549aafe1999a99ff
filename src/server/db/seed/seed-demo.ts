import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, deliveryLocations, deliverySlots, products } from '#server/db/schema.ts'
import { categoryImageUrl, productImageUrl } from '#server/db/seed/catalogue/categories.ts'
import { DEMO_SEARCH_NAMES } from '#server/db/seed/catalogue/hindi-names.ts'
import { addDays, storeDate } from '#shared/store-clock.ts'
import { DEMO_CATALOGUE } from './demo-catalogue.ts'
import { demoGst } from './demo-gst.ts'
import { DEMO_LOCATIONS, DEMO_SLOT_WINDOWS } from './demo-locations.ts'
import type { DemoProduct } from './demo-types.ts'
import { between, randomFor } from './prng.ts'
import { type SeededProduct, seedDemoReviews } from './seed-demo-reviews.ts'

/** Just what seeding logs; both Fastify's logger and a console-like CLI logger fit. */
export type SeedLogger = { info(obj: object, msg?: string): void }

export type SeedCounts = {
  categories: number
  products: number
  deliveryLocations: number
  deliverySlots: number
  /** Demo reviews (seed-demo-reviews.ts): the products' ratings are counted from them. */
  reviews: number
}

// Serialises instances that start together on one PostgreSQL: only one of them seeds.
const SEED_LOCK_ID = 7_311_991
const DAY_MS = 86_400_000
// Products marked `old` predate the home strips' cutoff (spec section 7: 2025-10-05).
const OLD_PRODUCTS_FROM = Date.UTC(2025, 7, 1)

/** True when the store has a category: the demo seed has nothing to do (no lock, no transaction). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).limit(1)
  return row !== undefined
}

/**
 * Loads the demo store into a database without categories, in one transaction, and returns
 * what it inserted; returns null when the store already has data. Either way it tops up the
 * delivery slots, so a store that runs for weeks still offers today and the next six days.
 */
export async function seedDemoDataIfEmpty(db: Db, log: SeedLogger): Promise<SeedCounts | null> {
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    const slots = await ensureDeliverySlots(tx)
    const [existing] = await tx.select({ id: categories.id }).from(categories).limit(1)
    if (existing) {
      if (slots > 0) log.info({ deliverySlots: slots }, 'added delivery slots for the coming days')
      return null
    }
    const now = Date.now()
    let productCount = 0
    const bySlug = new Map<string, SeededProduct>()
    for (const [sortOrder, { category, products: items }] of DEMO_CATALOGUE.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          name: category.name,
          hindiName: category.hindiName,
          description: category.description,
          hindiDescription: category.hindiDescription,
          icon: category.icon,
          imageUrl: categoryImageUrl(category.slug),
          sortOrder: sortOrder + 1,
        })
        .returning({ id: categories.id })
      const rows = items.map((item) => productRow(item, row!.id, now, category.slug))
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id })
      for (const [i, item] of items.entries()) {
        const values = rows[i]!
        bySlug.set(item.slug, {
          id: inserted[i]!.id,
          name: values.name,
          unit: values.unit ?? 'pc',
          price: values.price,
          originalPrice: values.originalPrice ?? null,
          imageUrl: values.imageUrl ?? null,
        })
      }
      productCount += items.length
    }
    // A catalogue reset (db:seed --reset) keeps the areas; loading them twice would duplicate them.
    const [area] = await tx.select({ id: deliveryLocations.id }).from(deliveryLocations).limit(1)
    if (!area) await tx.insert(deliveryLocations).values([...DEMO_LOCATIONS])
    const reviews = await seedDemoReviews(tx, bySlug, now)
    return {
      categories: DEMO_CATALOGUE.length,
      products: productCount,
      deliveryLocations: area ? 0 : DEMO_LOCATIONS.length,
      deliverySlots: slots,
      reviews: reviews.reviews,
    }
  })
  return counts
}

/**
 * The figures a shelf would not tell (stock, age) come from the slug's own seed. Rating and
 * review count are not among them: the database counts them from the demo reviews.
 */
export function productRow(
  item: DemoProduct,
  categoryId: string,
  now: number,
  categorySlug: string,
): typeof products.$inferInsert {
  const random = randomFor(item.slug)
  // Two draws that used to pick a made-up rating and count: kept, so stock and age stay as before.
  random()
  random()
  const stock = item.stock ?? between(random, 20, 200)
  // Spread over the eight weeks before now; the home strips show the newest first.
  const ageMs = item.old
    ? now - OLD_PRODUCTS_FROM - between(random, 0, 40) * DAY_MS
    : between(random, 0, 56 * 24 * 60) * 60_000
  return {
    name: item.name,
    hindiName: DEMO_SEARCH_NAMES[item.slug]?.hindi ?? null,
    searchAliases: DEMO_SEARCH_NAMES[item.slug]?.aliases ?? '',
    description: item.description,
    unit: item.unit,
    price: Math.round(item.price * 100),
    originalPrice: item.mrp === null ? null : Math.round(item.mrp * 100),
    imageUrl: productImageUrl(item.slug),
    isFeatured: item.featured ?? false,
    stockQuantity: stock,
    ...demoGst(item.name, categorySlug),
    categoryId,
    createdAt: new Date(now - ageMs),
  }
}

/**
 * Makes sure every day from today (store time) for `days` days has its delivery windows.
 * Existing slots, with their bookings, are left alone.
 */
export async function ensureDeliverySlots(db: Db, days = 7): Promise<number> {
  const today = storeDate()
  const rows: (typeof deliverySlots.$inferInsert)[] = []
  for (let d = 0; d < days; d++) {
    const slotDate = addDays(today, d)
    for (const [startTime, endTime] of DEMO_SLOT_WINDOWS) {
      const random = randomFor(`${slotDate} ${startTime}`)
      rows.push({ slotDate, startTime, endTime, maxOrders: between(random, 4, 10) * 5 })
    }
  }
  if (rows.length === 0) return 0
  const inserted = await db
    .insert(deliverySlots)
    .values(rows)
    .onConflictDoNothing({ target: [deliverySlots.slotDate, deliverySlots.startTime] })
    .returning({ id: deliverySlots.id })
  return inserted.length
}
