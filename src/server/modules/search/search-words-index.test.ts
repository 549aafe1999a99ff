import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'
import { SORTED_TERMS, searchTextWords } from './search-service.ts'

// ADR 078: a search the word index of search_terms does not answer (a filter, several words
// whose walk found too few) finds its products by the words of their search text
// (products_words_idx), each word as the terms of search_terms it starts; a text starting more
// terms than SORTED_TERMS goes to the trigram index as before. minPrice=1 filters nothing out
// (every price is positive) but sends a search to products. PGlite and PostgreSQL.
describe('search by the words of the search text (products_words_idx)', () => {
  let t: TestApp
  let dairy: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    await insertProducts(t.db, [
      { name: 'Toned Milk', unit: '1 L', rating: 3.5, categoryId: dairy.id },
      { name: 'Milkshake Mix', rating: 5.0, categoryId: dairy.id },
      { name: 'Buffalo Doodh', hindiName: 'भैंस का दूध', rating: 4.0, categoryId: dairy.id },
      { name: 'Masala Peanuts', searchAliases: 'namkeen, snack', rating: 4.1, categoryId: dairy.id },
      { name: 'Green Peas 1.5 kg Pack', rating: 4.2, categoryId: dairy.id },
      { name: 'Lemon Tea', description: 'A green and fresh cup.', rating: 4.3, categoryId: dairy.id },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as SearchPage
  }
  const names = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}&minPrice=1&sort=name`)).items.map((i) => i.name)

  it('is the index the statement asks', async () => {
    // Enough products that one word's list is worth reading.
    await insertProducts(
      t.db,
      Array.from({ length: 500 }, () => ({ categoryId: dairy.id })),
    )
    await t.db.execute(sql`ANALYZE products`)
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT ${products.id} FROM ${products}
          WHERE ${searchTextWords} && ARRAY[${'milk'}]::text[] AND ${products.isAvailable}`,
      )
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('products_words_idx')
  })

  it('finds word starts, whole words, Hindi, search words and numbers, every word in one product', async () => {
    expect(await names('mil')).toEqual(['Milkshake Mix', 'Toned Milk'])
    expect(await names('milk toned')).toEqual(['Toned Milk'])
    // दूध means milk too (the dictionary).
    expect(await names('दूध')).toEqual(['Buffalo Doodh', 'Milkshake Mix', 'Toned Milk'])
    expect(await names('namkeen masala')).toEqual(['Masala Peanuts'])
    expect(await names('peas 1 green')).toEqual(['Green Peas 1.5 kg Pack'])
    // A word starts no term at all: nothing, not everything.
    expect(await names('milk qqq')).toEqual([])
    // 'green' only in a description is not a match of the names reading; one word is never
    // looked for in descriptions.
    expect(await names('green tea')).toEqual(['Lemon Tea'])
    expect(await names('green')).toEqual(['Green Peas 1.5 kg Pack'])
  })

  it("the walk of several words' postings tests word starts, never the inside of a word", async () => {
    // 'anda' has more postings than 'soap': the walk reads soap's and tests 'anda' on each.
    await insertProducts(t.db, [
      { name: 'Sandal Soap', rating: 4, categoryId: dairy.id },
      ...Array.from({ length: 3 }, (_, i) => ({ name: `Desi Anda ${i}`, rating: 4, categoryId: dairy.id })),
    ])
    // No filter: the postings of one word, each tested for the other on the text it carries.
    expect((await search('q=soap%20sand')).items.map((i) => i.name)).toEqual(['Sandal Soap'])
    expect((await search('q=soap%20anda')).total).toBe(0)
    expect((await search('q=soap%20anda&minPrice=1')).total).toBe(0)
  })

  it('follows a product renamed, taken off sale and put back', async () => {
    const [p] = await insertProducts(t.db, [{ name: 'Rabri Cup', rating: 4.0, categoryId: dairy.id }])
    const id = p!.id
    expect(await names('rabri cup')).toEqual(['Rabri Cup'])
    await t.db.update(products).set({ name: 'Rabdi Cup' }).where(eq(products.id, id))
    expect(await names('rabri cup')).toEqual([])
    expect(await names('rabdi cup')).toEqual(['Rabdi Cup'])
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, id))
    expect(await names('rabdi cup')).toEqual([])
    await t.db.update(products).set({ isAvailable: true }).where(eq(products.id, id))
    expect(await names('rabdi cup')).toEqual(['Rabdi Cup'])
  })

  it('a text that starts more terms than are sought still finds every product with it', async () => {
    const many = SORTED_TERMS + 6
    await insertProducts(
      t.db,
      Array.from({ length: many }, (_, i) => ({
        name: `Zarda Flavour${i}`,
        rating: 4,
        categoryId: dairy.id,
      })),
    )
    expect((await search('q=flavour%20zarda&minPrice=1')).total).toBe(many)
    expect((await search('q=zarda%20flavour7&minPrice=1')).total).toBe(1)
  })
})
