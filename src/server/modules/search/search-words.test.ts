import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSynonyms } from '#server/db/schema.ts'
import {
  adminCall,
  type Person,
  signInAdmin,
  signInCustomer,
} from '#server/modules/admin/admin-test-helpers.ts'
import { FRESHNESS_CHECK_MS } from '#server/modules/catalog/catalog-freshness.ts'
import { insertCategory, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import type { SearchPage } from '#shared/schemas/catalog.ts'
import type { AdminSearchWord, SearchWords, Suggestions } from '#shared/schemas/search.ts'

// The store's own search words (issue 11, ADR 035): admins add, edit and remove dictionary
// entries; they extend the shipped dictionary and override its meaning of the same term, on
// the results page and in the suggestions, on every instance.
describe('/api/admin/search-words', () => {
  let t: TestApp
  let admin: Person
  let shopper: Person

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAdmin(t)
    shopper = await signInCustomer(t)
    const c = await insertCategory(t.db, { name: 'Snacks & Munchies' })
    const d = await insertCategory(t.db, { name: 'Dairy, Bread & Eggs' })
    await insertProducts(t.db, [
      { name: 'Aloo Bhujia', categoryId: c.id },
      { name: 'Potato Chips', categoryId: c.id },
      { name: 'Toned Milk', categoryId: d.id },
      { name: 'Buffalo Milk', categoryId: d.id },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  const names = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as SearchPage).items.map((i) => i.name).sort()
  }
  const suggested = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as Suggestions).products.map((p) => p.name).sort()
  }
  const add = (term: string, targets: string[]) =>
    adminCall(t, 'POST', '/search-words', admin, { term, targets })

  it('is for admins only', async () => {
    expect((await adminCall(t, 'GET', '/search-words')).statusCode).toBe(401)
    expect((await adminCall(t, 'GET', '/search-words', shopper)).statusCode).toBe(403)
    expect(
      (await adminCall(t, 'POST', '/search-words', shopper, { term: 'x', targets: ['y'] })).statusCode,
    ).toBe(403)
  })

  it('a new term finds products at once, on the results page and in the suggestions', async () => {
    expect(await names('chakhna')).toEqual([])
    const res = await add('  Chakhna ', ['Bhujia', 'chips'])
    expect(res.statusCode, res.body).toBe(201)
    const entry = res.json() as AdminSearchWord
    expect(entry).toMatchObject({ term: 'chakhna', targets: ['bhujia', 'chips'], overridesShipped: false })
    expect(await names('chakhna')).toEqual(['Aloo Bhujia', 'Potato Chips'])
    expect(await suggested('chakh')).toEqual(['Aloo Bhujia', 'Potato Chips'])

    // Edited: the new meaning replaces the old one.
    const edited = await adminCall(t, 'PUT', `/search-words/${entry.id}`, admin, {
      term: 'chakhna',
      targets: ['bhujia'],
      version: entry.version,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ version: entry.version + 1 })
    expect(await names('chakhna')).toEqual(['Aloo Bhujia'])
    // A form loaded before that save does not overwrite it (ADR 015).
    const stale = await adminCall(t, 'PUT', `/search-words/${entry.id}`, admin, {
      term: 'chakhna',
      targets: ['chips'],
      version: entry.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toMatchObject({
      code: 'EDIT_CONFLICT',
      message: 'This search word changed while you were editing. Reload to see the latest.',
    })
    expect(await names('chakhna')).toEqual(['Aloo Bhujia'])

    // Removed: the word means nothing again.
    expect((await adminCall(t, 'DELETE', `/search-words/${entry.id}`, admin)).statusCode).toBe(200)
    expect(await names('chakhna')).toEqual([])
    expect((await adminCall(t, 'DELETE', `/search-words/${entry.id}`, admin)).statusCode).toBe(404)
  })

  it("overrides the shipped dictionary's meaning of the same term", async () => {
    // Shipped: doodh → milk.
    expect(await names('doodh')).toEqual(['Buffalo Milk', 'Toned Milk'])
    const res = await add('doodh', ['buffalo'])
    expect(res.statusCode, res.body).toBe(201)
    expect((res.json() as AdminSearchWord).overridesShipped).toBe(true)
    expect(await names('doodh')).toEqual(['Buffalo Milk'])
    const list = (await adminCall(t, 'GET', '/search-words', admin)).json() as SearchWords
    expect(list.entries.map((e) => e.term)).toContain('doodh')
    expect(list.shipped.find((s) => s.spellings.includes('doodh'))?.targets).toEqual(['milk'])
    await adminCall(t, 'DELETE', `/search-words/${(res.json() as AdminSearchWord).id}`, admin)
    expect(await names('doodh')).toEqual(['Buffalo Milk', 'Toned Milk'])
  })

  it('refuses bad entries with 400 naming the field, a taken term with 409, an unknown id with 404', async () => {
    const bad: [object, string][] = [
      [{ term: '', targets: ['milk'] }, 'term'],
      [{ term: '   ', targets: ['milk'] }, 'term'],
      [{ term: 'a'.repeat(41), targets: ['milk'] }, 'term'],
      [{ term: 'dood\u0007h', targets: ['milk'] }, 'term'],
      [{ term: 'three word phrase', targets: ['milk'] }, 'term'],
      [{ term: '!!!', targets: ['milk'] }, 'term'],
      [{ term: 'لبن', targets: ['milk'] }, 'term'],
      [{ term: 'dudh', targets: [] }, 'targets'],
      [{ term: 'dudh', targets: ['dudh'] }, 'targets'],
      [{ term: 'dudh', targets: Array.from({ length: 11 }, (_, i) => `w${i}`) }, 'targets'],
      [{ term: 'dudh', targets: ['mi\nlk'] }, 'targets.0'],
      [{ term: 'dudh', targets: 'milk' }, 'targets'],
      [{ term: 'dudh', targets: ['milk'], extra: 1 }, ''],
    ]
    for (const [payload, field] of bad) {
      const res = await adminCall(t, 'POST', '/search-words', admin, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      const fields = Object.keys(
        (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {},
      )
      if (field) expect(fields.join(), JSON.stringify(payload)).toContain(field)
    }
    const first = await add('malai', ['cream'])
    expect(first.statusCode).toBe(201)
    const again = await add('MALAI', ['milk'])
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toContain('malai')
    const missing = await adminCall(t, 'PUT', '/search-words/00000000-0000-4000-8000-000000000000', admin, {
      term: 'x',
      targets: ['y'],
      version: 1,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('reaches every instance: a write made elsewhere is used within the freshness second', async () => {
    // Another instance's write: straight into the table, so this instance learns of it only
    // through catalog_changes (the table's trigger) and reloads.
    await t.db.insert(searchSynonyms).values({ term: 'bhains', targets: ['buffalo'] })
    await new Promise((r) => setTimeout(r, FRESHNESS_CHECK_MS + 100))
    expect(await names('bhains')).toEqual(['Buffalo Milk'])
  })
})
