import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/database.ts'
import { categories, deliveryLocations, deliverySlots, products } from '#server/db/schema.ts'
import { PROJECT_ROOT } from '#server/paths.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { storeDate } from '#shared/store-clock.ts'
import { DEMO_CATEGORIES } from './catalogue/categories.ts'
import { ensureDeliverySlots, seedDemoDataIfEmpty } from './seed-demo.ts'
import { seedLargeCatalogue } from './seed-large.ts'

const quiet = { info: () => {} }

describe('demo data on first start', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('fills an empty store with categories, products, areas and a week of slots', async () => {
    const counts = await seedDemoDataIfEmpty(database.db, quiet)
    expect(counts).toMatchObject({ categories: 8, deliveryLocations: 7, deliverySlots: 35 })
    expect(counts!.reviews).toBeGreaterThanOrEqual(150)
    expect(counts!.products).toBeGreaterThanOrEqual(160)

    const cats = await database.db.select().from(categories).orderBy(categories.sortOrder)
    expect(cats.map((c) => c.name)).toEqual([
      'Fruits & Vegetables',
      'Dairy, Bread & Eggs',
      'Grocery & Kitchen',
      'Snacks & Drinks',
      'Beauty & Personal Care',
      'Household Essentials',
      'Poojan Samagri',
      'Puja Samagri',
    ])
    for (const c of cats) {
      expect(c.icon).toBeTruthy()
      expect(c.description.length).toBeGreaterThan(10)
      expect(existsSync(join(PROJECT_ROOT, 'public', c.imageUrl!))).toBe(true)
      // A Hindi shopper reads the category in Hindi (decisions 22).
      expect(c.hindiName).toMatch(/^[\u0900-\u097F ,]+$/)
      expect(c.hindiDescription).toMatch(/[\u0900-\u097F]/)
    }
  })

  it("gives a store made before Hindi category names the demo categories' Hindi texts (migration 0023)", async () => {
    const names = async () =>
      (await database.db.select().from(categories).orderBy(categories.sortOrder)).map((c) => [
        c.name,
        c.hindiName,
        c.hindiDescription,
      ])
    const seeded = await names()
    await database.db.execute(sql`UPDATE categories SET hindi_name = NULL, hindi_description = NULL`)
    await database.db.execute(
      sql`UPDATE categories SET name = 'Our Fruits' WHERE name = 'Fruits & Vegetables'`,
    )
    const migration = readFileSync(join(PROJECT_ROOT, 'drizzle/0023_category_hindi_names.sql'), 'utf8')
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!
    await database.db.execute(sql.raw(update))
    const after = await names()
    // A renamed category gets no Hindi text; every other one gets the seed's own.
    expect(after[0]).toEqual(['Our Fruits', null, null])
    expect(after.slice(1)).toEqual(seeded.slice(1))
    expect(seeded.map(([name, hindiName]) => [name, hindiName])).toEqual(
      DEMO_CATEGORIES.map((c) => [c.name, c.hindiName]),
    )
    await database.db.execute(
      sql`UPDATE categories SET name = 'Fruits & Vegetables' WHERE name = 'Our Fruits'`,
    )
    await database.db.execute(sql.raw(update))
    expect(await names()).toEqual(seeded)
  })

  it('gives every product a picture on disk and sensible shop figures', async () => {
    const rows = await database.db.select().from(products)
    expect(rows.length).toBeGreaterThanOrEqual(160)
    for (const p of rows) {
      expect(p.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/)
      expect(existsSync(join(PROJECT_ROOT, 'public', p.imageUrl!)), p.imageUrl!).toBe(true)
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price)
    }
    expect(rows.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(4)
    expect(rows.filter((p) => p.stockQuantity > 0 && p.stockQuantity < 10).length).toBeGreaterThanOrEqual(5)
    const withMrp = rows.filter((p) => p.originalPrice !== null).length / rows.length
    expect(withMrp).toBeGreaterThan(0.5)
    expect(withMrp).toBeLessThan(0.7)
    // Home strips show products from 2025-10-05 on (spec section 7): most qualify, a few do not.
    const cutoff = new Date('2025-10-05T00:00:00Z')
    const old = rows.filter((p) => p.createdAt < cutoff).length
    expect(old).toBeGreaterThan(0)
    expect(old).toBeLessThan(rows.length * 0.1)
    for (const term of ['ice cream', 'paneer', 'cream', 'milk']) {
      const matches = rows.filter((p) => p.name.toLowerCase().includes(term))
      expect(matches.length, term).toBeGreaterThanOrEqual(3)
    }
  })

  it('offers delivery areas and slots for today and the next six days', async () => {
    const areas = await database.db.select().from(deliveryLocations)
    expect(areas.length).toBeGreaterThanOrEqual(5)
    expect(areas.every((a) => Number.isInteger(a.deliveryTime))).toBe(true)
    const days = await database.db
      .selectDistinct({ day: deliverySlots.slotDate })
      .from(deliverySlots)
      .orderBy(deliverySlots.slotDate)
    expect(days).toHaveLength(7)
    expect(days[0]!.day).toBe(storeDate())
  })

  it('leaves a store that has data alone on the next start', async () => {
    const before = await counts(database)
    expect(await seedDemoDataIfEmpty(database.db, quiet)).toBeNull()
    expect(await counts(database)).toEqual(before)
  })

  it('tops up slots without touching booked ones', async () => {
    await database.db.execute(sql`UPDATE delivery_slots SET current_orders = 3`)
    await database.db.execute(
      sql`DELETE FROM delivery_slots WHERE slot_date = (SELECT max(slot_date) FROM delivery_slots)`,
    )
    expect(await ensureDeliverySlots(database.db)).toBe(5)
    const [{ booked } = { booked: 0 }] = await database.db
      .select({ booked: sql<number>`count(*)::int` })
      .from(deliverySlots)
      .where(sql`current_orders = 3`)
    expect(booked).toBe(30)
  })

  it('adds a large synthetic catalogue in batches', async () => {
    const before = (await counts(database)).products
    expect(await seedLargeCatalogue(database.db, 2000)).toBe(2000)
    const after = await database.db
      .select({ imageUrl: products.imageUrl, name: products.name })
      .from(products)
    expect(after).toHaveLength(before + 2000)
    const images = new Set(after.map((p) => p.imageUrl))
    for (const image of images) expect(existsSync(join(PROJECT_ROOT, 'public', image!)), image!).toBe(true)
    // Their ratings, too, are counted from reviews: most have some, and the figures agree.
    const [mismatch] = await database.db
      .execute(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE p.review_count <> (SELECT count(*) FROM product_reviews r WHERE r.product_id = p.id)`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
    expect(mismatch!.n).toBe(0)
    const [rated] = await database.db
      .execute(sql`SELECT count(*)::int AS n FROM products WHERE review_count > 0`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
    expect(rated!.n).toBeGreaterThan(1000)
  })
})

async function counts(database: Database) {
  const one = async (
    table: typeof categories | typeof products | typeof deliveryLocations | typeof deliverySlots,
  ) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table)
    return row!.n
  }
  return {
    categories: await one(categories),
    products: await one(products),
    deliveryLocations: await one(deliveryLocations),
    deliverySlots: await one(deliverySlots),
  }
}
