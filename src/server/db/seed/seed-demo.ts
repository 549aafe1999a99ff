import { sql } from 'drizzle-orm'
import type { Db } from '../database.ts'
import { categories, deliveryLocations, deliverySlots, products } from '../schema.ts'
import { categoryImageUrl, productImageUrl } from './catalogue/categories.ts'
import { DEMO_CATALOGUE } from './demo-catalogue.ts'
import { DEMO_LOCATIONS, DEMO_SLOT_WINDOWS } from './demo-locations.ts'
import type { DemoProduct } from './demo-types.ts'
import { between, randomFor } from './prng.ts'

/** Just what seeding logs; both Fastify's logger and a console-like CLI logger fit. */
export type SeedLogger = { info(obj: object, msg?: string): void }

export type SeedCounts = {
  categories: number
  products: number
  deliveryLocations: number
  deliverySlots: number
}

// Serialises instances that start together on one PostgreSQL: only one of them seeds.
const SEED_LOCK_ID = 7_311_991
const STORE_TIME_ZONE = 'Asia/Kolkata'
const DAY_MS = 86_400_000
// Products marked `old` predate the home strips' cutoff (spec section 7: 2025-10-05).
const OLD_PRODUCTS_FROM = Date.UTC(2025, 7, 1)

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
    for (const [sortOrder, { category, products: items }] of DEMO_CATALOGUE.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          name: category.name,
          description: category.description,
          icon: category.icon,
          imageUrl: categoryImageUrl(category.slug),
          sortOrder: sortOrder + 1,
        })
        .returning({ id: categories.id })
      await tx.insert(products).values(items.map((item) => productRow(item, row!.id, now)))
      productCount += items.length
    }
    // A catalogue reset (db:seed --reset) keeps the areas; loading them twice would duplicate them.
    const [area] = await tx.select({ id: deliveryLocations.id }).from(deliveryLocations).limit(1)
    if (!area) await tx.insert(deliveryLocations).values([...DEMO_LOCATIONS])
    return {
      categories: DEMO_CATALOGUE.length,
      products: productCount,
      deliveryLocations: area ? 0 : DEMO_LOCATIONS.length,
      deliverySlots: slots,
    }
  })
  return counts
}

/** The figures a shelf would not tell (rating, reviews, stock, age) come from the slug's own seed. */
export function productRow(item: DemoProduct, categoryId: string, now: number): typeof products.$inferInsert {
  const random = randomFor(item.slug)
  const rating = Math.round((3.2 + random() * 1.7) * 10) / 10
  const reviewCount = between(random, 0, 2000)
  const stock = item.stock ?? between(random, 20, 200)
  // Spread over the eight weeks before now; the home strips show the newest first.
  const ageMs = item.old
    ? now - OLD_PRODUCTS_FROM - between(random, 0, 40) * DAY_MS
    : between(random, 0, 56 * 24 * 60) * 60_000
  return {
    name: item.name,
    description: item.description,
    unit: item.unit,
    price: Math.round(item.price * 100),
    originalPrice: item.mrp === null ? null : Math.round(item.mrp * 100),
    imageUrl: productImageUrl(item.slug),
    rating,
    reviewCount,
    isFeatured: item.featured ?? false,
    stockQuantity: stock,
    categoryId,
    createdAt: new Date(now - ageMs),
  }
}

/**
 * Makes sure every day from today (store time) for `days` days has its delivery windows.
 * Existing slots, with their bookings, are left alone.
 */
export async function ensureDeliverySlots(db: Db, days = 7): Promise<number> {
  const today = storeToday()
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

/** Today's date (YYYY-MM-DD) in the store's time zone. */
export function storeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now)
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
