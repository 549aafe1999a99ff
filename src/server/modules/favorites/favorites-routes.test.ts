import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favorites } from '#server/db/schema.ts'
import { type Shopper, signInShopper } from '#server/modules/reviews/shopper-test-helpers.ts'
import { insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

describe('favourites', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signInShopper(t, 'asha')
    ravi = await signInShopper(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Shopper, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: who ? { cookie: who.cookie } : {} })
  const countRows = async (userId: string, productId: string) =>
    (
      await t.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    ).length

  it('needs sign-in for every favourites call (401)', async () => {
    const product = await insertProduct(t.db)
    for (const [method, url, payload] of [
      ['GET', '/favorites'],
      ['GET', '/favorites/ids'],
      ['POST', '/favorites', { productId: product.id }],
      ['DELETE', `/favorites/${product.id}`],
    ] as const) {
      const res = await call(method, url, undefined, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('adds idempotently and lists newest first with what the Favorites page shows', async () => {
    const milk = await insertProduct(t.db, {
      name: 'Toned milk',
      price: 3000,
      originalPrice: 3200,
      unit: '500 ml',
      rating: 4.4,
    })
    const rice = await insertProduct(t.db, { name: 'Sona masoori rice', stockQuantity: 0 })
    expect((await call('POST', '/favorites', asha, { productId: milk.id })).json()).toEqual({
      productId: milk.id,
      isFavorite: true,
    })
    expect((await call('POST', '/favorites', asha, { productId: milk.id })).statusCode).toBe(200)
    expect(await countRows(asha.id, milk.id)).toBe(1)
    await call('POST', '/favorites', asha, { productId: rice.id })

    const list = (await call('GET', '/favorites', asha)).json()
    expect(list.items.map((f: { productId: string }) => f.productId)).toEqual([rice.id, milk.id])
    expect(list.items[0].product.stockQuantity).toBe(0)
    expect(list.items[1].product).toMatchObject({
      id: milk.id,
      name: 'Toned milk',
      price: 3000,
      originalPrice: 3200,
      unit: '500 ml',
      rating: 4.4,
    })
    expect((await call('GET', '/favorites/ids', asha)).json().productIds.sort()).toEqual(
      [milk.id, rice.id].sort(),
    )
  })

  it('removes a favourite, and a second removal is 404', async () => {
    const product = await insertProduct(t.db)
    await call('POST', '/favorites', asha, { productId: product.id })
    expect((await call('DELETE', `/favorites/${product.id}`, asha)).json()).toEqual({
      productId: product.id,
      isFavorite: false,
    })
    expect((await call('DELETE', `/favorites/${product.id}`, asha)).statusCode).toBe(404)
  })

  it("never shows or removes another user's favourites", async () => {
    const product = await insertProduct(t.db)
    await call('POST', '/favorites', asha, { productId: product.id })
    expect((await call('GET', '/favorites/ids', ravi)).json().productIds).not.toContain(product.id)
    expect((await call('DELETE', `/favorites/${product.id}`, ravi)).statusCode).toBe(404)
    expect(await countRows(asha.id, product.id)).toBe(1)
  })

  it('refuses bad input with the field named', async () => {
    const unknown = await call('POST', '/favorites', asha, { productId: crypto.randomUUID() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Product not found')
    const bad = await call('POST', '/favorites', asha, { productId: 'milk' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty(['body.productId'])
    const product = await insertProduct(t.db)
    const extra = await call('POST', '/favorites', asha, { productId: product.id, userId: ravi.id })
    expect(extra.statusCode).toBe(400)
    expect(await countRows(ravi.id, product.id)).toBe(0)
    expect((await call('DELETE', '/favorites/milk', asha)).json().error.fields).toHaveProperty([
      'params.productId',
    ])
  })
})
