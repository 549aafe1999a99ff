import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema.ts'
import { type CategoryRow, insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'
import { RANKED_MATCHES, WALKED_POSTINGS } from './search-service.ts'

// Searches ranked by relevance without filters read their matches from search_terms (one word:
// ADR 037, several: ADR 047), kept by triggers on products; every other search reads products
// through the trigram index. The two must agree.
// PGlite and PostgreSQL.
describe('search by the word index (search_terms)', () => {
  let t: TestApp
  let dairy: CategoryRow
  let snacks: CategoryRow

  beforeAll(async () => {
    t = await createTestApp()
    dairy = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    snacks = await insertCategory(t.db, { name: 'Snacks & Munchies' })
    await insertProducts(t.db, [
      { name: 'Toned Milk', unit: '1 L', rating: 3.5, categoryId: dairy.id },
      { name: 'Toned Milk', unit: '500 ml', rating: 4.5, categoryId: dairy.id },
      { name: 'Milk', unit: '1 L', rating: 3.0, categoryId: dairy.id },
      { name: 'Dairy Milk Silk', rating: 4.9, categoryId: snacks.id },
      { name: 'Milkshake Mix', rating: 5.0, categoryId: snacks.id },
      { name: 'Buffalo Doodh', hindiName: 'भैंस का दूध', rating: 4.0, categoryId: dairy.id },
      { name: 'Masala Peanuts', searchAliases: 'namkeen, snack', rating: 4.1, categoryId: snacks.id },
      { name: 'Cheese Slices', rating: 4.2, categoryId: dairy.id },
      { name: 'Kulfi Sticks', rating: 4.0, categoryId: dairy.id },
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
  const names = async (query: string) => (await search(query)).items.map((i) => `${i.name} ${i.unit}`)

  it('answers as the trigram reading does, order and count included', async () => {
    // minPrice=1 filters nothing out (every price is positive) but sends the search to products.
    for (const q of [
      'milk',
      'MILKS',
      'mil',
      'doodh',
      'दूध',
      'snacks',
      'milk 1 litre',
      'toned',
      'kulfi',
      'xyz',
      // Several words: the rarest word's postings, each product tested for the others.
      'toned milk',
      'milk toned',
      'dairy milk',
      'milks toned 500 ml',
      'masala snack',
      'doodh bhains',
      'cheese milk',
      'mil ton',
    ]) {
      const viaIndex = await search(`q=${encodeURIComponent(q)}`)
      const viaProducts = await search(`q=${encodeURIComponent(q)}&minPrice=1`)
      expect(
        viaIndex.items.map((i) => i.id),
        q,
      ).toEqual(viaProducts.items.map((i) => i.id))
      expect(viaIndex.total, q).toBe(viaProducts.total)
    }
  })

  it('ranks the whole name, then the head noun, then other name words, then word starts', async () => {
    expect(await names('q=milk')).toEqual([
      'Milk 1 L',
      'Toned Milk 500 ml',
      'Toned Milk 1 L',
      'Dairy Milk Silk 1 pc',
      'Milkshake Mix 1 pc',
    ])
    expect(await names('q=milk%201%20litre')).toEqual([
      'Milk 1 L',
      'Toned Milk 1 L',
      'Toned Milk 500 ml',
      'Dairy Milk Silk 1 pc',
      'Milkshake Mix 1 pc',
    ])
  })

  it('follows a product renamed, given search words, taken off sale, re-rated and deleted', async () => {
    const [p] = await insertProducts(t.db, [{ name: 'Rabri Cup', rating: 4.0, categoryId: dairy.id }])
    const id = p!.id
    expect(await names('q=rabri')).toEqual(['Rabri Cup 1 pc'])
    await t.db.update(products).set({ name: 'Rabdi Cup' }).where(eq(products.id, id))
    expect((await search('q=rabri')).total).toBe(0)
    expect(await names('q=rabdi')).toEqual(['Rabdi Cup 1 pc'])
    await t.db.update(products).set({ searchAliases: 'rabri' }).where(eq(products.id, id))
    expect(await names('q=rabri')).toEqual(['Rabdi Cup 1 pc'])
    await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, id))
    expect((await search('q=rabdi')).total).toBe(0)
    await t.db.update(products).set({ isAvailable: true, unit: '2 pcs' }).where(eq(products.id, id))
    expect(await names('q=rabdi')).toEqual(['Rabdi Cup 2 pcs'])

    const [q] = await insertProducts(t.db, [{ name: 'Rabdi Kulfi', rating: 3.0, categoryId: dairy.id }])
    expect(await names('q=rabdi')).toEqual(['Rabdi Cup 2 pcs', 'Rabdi Kulfi 1 pc'])
    await t.db.update(products).set({ rating: 4.5 }).where(eq(products.id, q!.id))
    expect(await names('q=rabdi')).toEqual(['Rabdi Kulfi 1 pc', 'Rabdi Cup 2 pcs'])
    await t.db.delete(products).where(eq(products.id, q!.id))
    expect(await names('q=rabdi')).toEqual(['Rabdi Cup 2 pcs'])
  })

  it('ranks the best of more matches than it reads, counts them exactly up to the cap and pages on', async () => {
    const many = RANKED_MATCHES + 30
    await insertProducts(
      t.db,
      Array.from({ length: many }, (_, i) => ({
        name: `Brand ${i} Paneer Tikka`,
        rating: 3 + (i % 20) / 10,
        categoryId: dairy.id,
      })),
    )
    await insertProducts(t.db, [{ name: 'Fresh Malai Paneer', rating: 1.0, categoryId: dairy.id }])
    const first = await search('q=paneer&pageSize=24')
    expect(first.total).toBe(many + 1)
    expect(first.totalExact).toBe(true)
    // The head noun outranks any rating; then the best rated.
    expect(first.items[0]!.name).toBe('Fresh Malai Paneer')
    expect(first.items[1]!.rating).toBe(4.9)
    const seen = new Set(first.items.map((i) => i.id))
    let cursor = first.nextCursor
    while (cursor) {
      const page = await search(`q=paneer&pageSize=24&after=${encodeURIComponent(cursor)}`)
      for (const item of page.items) {
        expect(seen.has(item.id)).toBe(false)
        seen.add(item.id)
      }
      cursor = page.nextCursor
    }
    expect(seen.size).toBe(many + 1)
  })

  it('several words: every match when few are found past the postings read, else a floor of the count', async () => {
    // 'sharbat' and 'jamun' each have more postings than are read; the products with both words
    // are the lowest rated, so reading 'sharbat' in the index's order does not reach them.
    const more = WALKED_POSTINGS + 100
    const rows = [
      ...Array.from({ length: more }, (_, i) => ({
        name: `Rose Sharbat ${i}`,
        rating: 4.5,
        categoryId: dairy.id,
      })),
      ...Array.from({ length: more }, (_, i) => ({
        name: `Kala Jamun ${i}`,
        rating: 4.5,
        categoryId: dairy.id,
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        name: `Jamun Sharbat ${i}`,
        rating: 1.0,
        categoryId: dairy.id,
      })),
      ...Array.from({ length: RANKED_MATCHES + 20 }, (_, i) => ({
        name: `Rose Jamun ${i}`,
        rating: 5.0,
        categoryId: dairy.id,
      })),
    ]
    for (let i = 0; i < rows.length; i += 1000) await insertProducts(t.db, rows.slice(i, i + 1000))
    for (const q of ['jamun sharbat', 'sharbat jamun', 'rose sharbat 7', 'kala jamun']) {
      const viaIndex = await search(`q=${encodeURIComponent(q)}`)
      const viaProducts = await search(`q=${encodeURIComponent(q)}&minPrice=1`)
      expect(viaIndex.total, q).toBe(viaProducts.total)
      expect(viaIndex.totalExact, q).toBe(viaProducts.totalExact)
      // Past the cap each reading shows the best of the matches it gathered, not the same ones.
      if (viaIndex.totalExact)
        expect(new Set(viaIndex.items.map((i) => i.id)), q).toEqual(
          new Set(viaProducts.items.map((i) => i.id)),
        )
    }
    expect((await names('q=jamun%20sharbat')).sort()).toEqual([
      'Jamun Sharbat 0 1 pc',
      'Jamun Sharbat 1 1 pc',
      'Jamun Sharbat 2 1 pc',
    ])
    const common = await search('q=kala%20jamun')
    expect(common.total).toBe(1000)
    expect(common.totalExact).toBe(false)
    // Enough found among the postings read to fill the first pages: they are a floor.
    const floor = await search('q=rose%20jamun&pageSize=24')
    expect(floor).toMatchObject({ total: RANKED_MATCHES + 20, totalExact: false })
    expect(floor.items.every((i) => i.name.startsWith('Rose Jamun'))).toBe(true)
  })

  it('several words: a phrase read from its first word is still tested as the phrase', async () => {
    // 'icecream' means 'ice cream', read from the postings of 'ice' (the rarer word here), so a
    // product with 'ice' and 'vanilla' but no 'ice cream' is met on the way and must be refused.
    await insertProducts(t.db, [
      { name: 'Vanilla Ice Cubes', rating: 4.8, categoryId: dairy.id },
      { name: 'Vanilla Ice Cream Tub', rating: 4.0, categoryId: dairy.id },
      // 'ice' without 'vanilla': the word not read is always tested.
      { name: 'Ice Tray', rating: 5.0, categoryId: dairy.id },
      ...Array.from({ length: 5 }, (_, i) => ({
        name: `Vanilla Essence ${i}`,
        rating: 3.0,
        categoryId: dairy.id,
      })),
    ])
    expect(await names('q=vanilla%20icecream')).toEqual(['Vanilla Ice Cream Tub 1 pc'])
    expect(await names('q=vanilla%20icecream&minPrice=1')).toEqual(['Vanilla Ice Cream Tub 1 pc'])
    // And the word read as typed needs no phrase: every product with both words.
    expect((await names('q=vanilla%20ice')).sort()).toEqual([
      'Vanilla Ice Cream Tub 1 pc',
      'Vanilla Ice Cubes 1 pc',
    ])
  })

  it('several words: a walk that stopped at the cap before every posting was read gives no exact count', async () => {
    // 'zarak' starts two terms, 'zarak' and 'zaraki', read in that order. The best rated have
    // both, so the walk of 'zarak' meets each of them twice; the 100 with 'zaraki' alone are the
    // lowest rated, last in the index, and the walk stops at the cap (TOTAL_COUNT_CAP + 1
    // postings with every word) before it reaches them, having read far fewer than
    // WALKED_POSTINGS. What it found is then a floor of the count, not the count.
    const rows = [
      ...Array.from({ length: 600 }, (_, i) => ({
        name: `Zarak Zaraki Mewa ${i}`,
        rating: 4.0,
        categoryId: dairy.id,
      })),
      ...Array.from({ length: 100 }, (_, i) => ({
        name: `Zaraki Mewa ${i}`,
        rating: 1.0,
        categoryId: dairy.id,
      })),
    ]
    await insertProducts(t.db, rows)
    const viaProducts = await search('q=mewa%20zarak&minPrice=1')
    expect(viaProducts).toMatchObject({ total: 700, totalExact: true })
    const viaIndex = await search('q=mewa%20zarak')
    if (viaIndex.totalExact) expect(viaIndex.total).toBe(700)
    else expect(viaIndex.total).toBeLessThan(700)
    expect(viaIndex.total).toBeGreaterThan(RANKED_MATCHES)
  })
})
