import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, insertProducts } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

// The spec's rule (section 7): available, stock > 0, a real picture, created on or after
// 2025-10-05 (India time), newest first; 12 featured, 6 'You might need'.
describe('GET /api/home', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const home = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home' })
    expect(res.statusCode).toBe(200)
    return res.json() as { featured: { name: string }[]; mightNeed: { name: string }[] }
  }
  const day = (n: number) => new Date(Date.UTC(2025, 10, n, 12))

  it('is empty on an empty catalogue', async () => {
    expect(await home()).toEqual({ featured: [], mightNeed: [] })
  })

  it('leaves out what the spec excludes', async () => {
    await insertProducts(t.db, [
      { name: 'unavailable', isAvailable: false, isFeatured: true },
      { name: 'sold out', stockQuantity: 0, isFeatured: true },
      { name: 'no image', imageUrl: null, isFeatured: true },
      { name: 'blob image', imageUrl: 'blob:http://localhost:3000/4f1c', isFeatured: true },
      // 23:59 on 4 October in India: a minute before the cutoff…
      { name: 'too old', createdAt: new Date('2025-10-04T18:29:00Z'), isFeatured: true },
    ])
    // …and midnight of the 5th in India, though still the 4th in UTC, is on it.
    await insertProduct(t.db, {
      name: 'cutoff',
      createdAt: new Date('2025-10-04T18:30:00Z'),
      isFeatured: true,
    })
    const strips = await home()
    expect(strips.featured.map((p) => p.name)).toEqual(['cutoff'])
    expect(strips.mightNeed.map((p) => p.name)).toEqual(['cutoff'])
  })

  it('shows 12 featured and 6 others, newest first', async () => {
    await insertProducts(
      t.db,
      Array.from({ length: 14 }, (_, i) => ({
        name: `featured ${i + 1}`,
        isFeatured: true,
        createdAt: day(i + 1),
      })),
    )
    await insertProducts(
      t.db,
      Array.from({ length: 3 }, (_, i) => ({ name: `plain ${i + 1}`, createdAt: day(i + 20) })),
    )
    const strips = await home()
    expect(strips.featured.map((p) => p.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `featured ${14 - i}`),
    )
    expect(strips.mightNeed.map((p) => p.name)).toEqual([
      'plain 3',
      'plain 2',
      'plain 1',
      'featured 14',
      'featured 13',
      'featured 12',
    ])
  })
})
