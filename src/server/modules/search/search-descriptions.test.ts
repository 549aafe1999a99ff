import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'

// The descriptions reading from description_terms (ADR 060): the words of each description that
// its search text lacks, at most 250 products a word. PGlite and PostgreSQL.
describe('search: the descriptions reading from description_terms', () => {
  let t: TestApp
  let dairy: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    await insertProducts(t.db, [
      {
        name: 'Amul Gold Full Cream Milk',
        description: 'Rich full cream milk with 6% fat, for thick chai, kheer and homemade paneer.',
        rating: 4.5,
        categoryId: dairy.id,
      },
      {
        name: 'Mother Dairy Dahi',
        description: 'Thick set curd, great for raita.',
        rating: 4,
        categoryId: dairy.id,
      },
      { name: 'Kheer Bowl', description: 'A steel bowl.', rating: 4, categoryId: dairy.id },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as SearchPage
  }
  const names = async (q: string) => (await search(q)).items.map((i) => i.name)
  const termsOf = async (name: string) =>
    (
      await queryRows<{ term: string }>(
        t.db,
        sql`SELECT d.term FROM description_terms d JOIN products p ON p.id = d.product_id
          WHERE p.name = ${name} ORDER BY d.term`,
      )
    ).map((r) => r.term)

  it('keeps the whole words of a description that its search text does not hold', async () => {
    expect(await termsOf('Amul Gold Full Cream Milk')).toEqual(
      ['6', 'and', 'chai', 'fat', 'for', 'homemade', 'kheer', 'paneer', 'rich', 'thick', 'with'].sort(),
    )
    expect(await termsOf('Kheer Bowl')).toEqual(['a', 'steel'])
  })

  it('finds a product by a word only its description has, beside a word of its name or description', async () => {
    expect(await names('kheer milk')).toEqual(['Amul Gold Full Cream Milk'])
    expect(await names('thick kheer')).toEqual(['Amul Gold Full Cream Milk'])
    expect(await names('thick raita')).toEqual(['Mother Dairy Dahi'])
    expect(await names('kheer steel')).toEqual(['Kheer Bowl'])
    expect(await names('kheer mix')).toEqual([])
  })

  it('follows a product whose description or name changes, and drops a deleted one', async () => {
    const [p] = await insertProducts(t.db, [
      { name: 'Nandini Ghee', description: 'Pure ghee for sweets.', rating: 4, categoryId: dairy.id },
    ])
    expect(await names('ghee sweets')).toEqual(['Nandini Ghee'])
    await t.db.update(products).set({ description: 'Pure ghee for laddoos.' }).where(eq(products.id, p!.id))
    expect(await names('ghee sweets')).toEqual([])
    expect(await names('ghee laddoos')).toEqual(['Nandini Ghee'])
    // A word the name now holds is no longer a description-only word.
    await t.db.update(products).set({ name: 'Nandini Laddoos Ghee' }).where(eq(products.id, p!.id))
    expect(await termsOf('Nandini Laddoos Ghee')).not.toContain('laddoos')
    await t.db.delete(products).where(eq(products.id, p!.id))
    expect(
      await queryRows(t.db, sql`SELECT 1 FROM description_terms WHERE product_id = ${p!.id}`),
    ).toHaveLength(0)
  })

  it('keeps a word for at most 250 products: past that it is common, and a search with it reads the trigram indexes', async () => {
    await insertProducts(
      t.db,
      Array.from({ length: 250 }, (_, i) => ({
        name: `Sample Pack ${i}`,
        description: 'Delivered in a jute sack.',
        categoryId: dairy.id,
      })),
    )
    const [onion] = await insertProducts(t.db, [
      { name: 'Nashik Onion', description: 'Red bulbs in a jute sack.', categoryId: dairy.id },
    ])
    // 'jute' is in 251 descriptions now: common, its postings dropped; 'onion jute' is then read
    // from the trigram indexes, and still finds the onion.
    const common = await queryRows<{ term: string }>(
      t.db,
      sql`SELECT term FROM description_common_terms WHERE term IN ('jute', 'sack', 'delivered')`,
    )
    // 'delivered' is in 250: kept.
    expect(common.map((r) => r.term).sort()).toEqual(['jute', 'sack'])
    expect(await queryRows(t.db, sql`SELECT 1 FROM description_terms WHERE term = 'delivered'`)).toHaveLength(
      250,
    )
    expect(await queryRows(t.db, sql`SELECT 1 FROM description_terms WHERE term = 'jute'`)).toHaveLength(0)
    expect(await termsOf('Nashik Onion')).toEqual(['bulbs', 'red'])
    expect(await names('onion jute')).toEqual(['Nashik Onion'])
    expect(await names('onion red')).toEqual(['Nashik Onion'])
    expect(onion).toBeDefined()
  })
})
