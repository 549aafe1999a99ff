import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from '#server/modules/checkout/checkout-fixtures.ts'
import { call, type Shopper, signIn } from '#server/modules/checkout/route-test-helpers.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'

describe('cart routes', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signIn(t, 'asha')
    ravi = await signIn(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  it('needs sign-in for every cart call (401)', async () => {
    const p = await createProduct(t.db)
    for (const [method, url, payload] of [
      ['GET', '/cart'],
      ['GET', '/cart/count'],
      ['PUT', `/cart/items/${p}`, { quantity: 1 }],
      ['DELETE', `/cart/items/${p}`],
      ['DELETE', '/cart'],
    ] as const) {
      expect((await call(t, method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('sets quantities and answers the whole cart with the server’s figures', async () => {
    const p = await createProduct(t.db, { name: 'Toor Dal 1 kg', price: 4950, originalPrice: 5500, stock: 8 })
    const res = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 2 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      items: [
        {
          productId: p,
          quantity: 2,
          lineTotal: 9900,
          product: {
            id: p,
            name: 'Toor Dal 1 kg',
            hindiName: null,
            price: 4950,
            originalPrice: 5500,
            unit: '1 pc',
            imageUrl: '/images/test.jpg',
            stockQuantity: 8,
            isAvailable: true,
          },
          outOfStock: false,
          unavailable: false,
          overStock: false,
        },
      ],
      subtotal: 9900,
      deliveryFee: 0,
      total: 9900,
      totalQuantity: 2,
      hasIssues: false,
      freeDeliveryThreshold: 9900,
    })
    expect((await call(t, 'GET', '/cart/count', asha)).json()).toEqual({ totalQuantity: 2 })
    expect((await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 1 })).json()).toMatchObject({
      subtotal: 4950,
      deliveryFee: 2500,
      total: 7450,
    })
  })

  it('refuses a negative or fractional quantity, a price sent along, and more than is in stock', async () => {
    const p = await createProduct(t.db, { name: 'Sugar', price: 4500, stock: 3 })
    const negative = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: -1 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().error.fields).toEqual({ 'body.quantity': 'must not be negative' })
    expect((await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 1.5 })).statusCode).toBe(400)
    // Clients send quantities only; a body carrying a price is refused, not half-obeyed.
    const priced = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 1, price: 1 })
    expect(priced.statusCode).toBe(400)
    const over = await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 4 })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({ error: { code: 'CONFLICT', message: 'Only 3 left of Sugar' } })
    const cart = (await call(t, 'GET', '/cart', asha)).json()
    expect(cart.items.find((i: { productId: string }) => i.productId === p)).toBeUndefined()
  })

  it('refuses an out-of-stock product with Out of Stock and a malformed id with 400', async () => {
    const none = await createProduct(t.db, { stock: 0 })
    const res = await call(t, 'PUT', `/cart/items/${none}`, asha, { quantity: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Out of Stock')
    expect((await call(t, 'PUT', '/cart/items/not-an-id', asha, { quantity: 1 })).statusCode).toBe(400)
  })

  it('removes a line with quantity 0 or DELETE, and empties the cart', async () => {
    const a = await createProduct(t.db)
    const b = await createProduct(t.db)
    await call(t, 'DELETE', '/cart', ravi)
    await call(t, 'PUT', `/cart/items/${a}`, ravi, { quantity: 2 })
    await call(t, 'PUT', `/cart/items/${b}`, ravi, { quantity: 3 })
    expect((await call(t, 'PUT', `/cart/items/${a}`, ravi, { quantity: 0 })).json().totalQuantity).toBe(3)
    expect((await call(t, 'DELETE', `/cart/items/${b}`, ravi)).json().items).toEqual([])
    await call(t, 'PUT', `/cart/items/${a}`, ravi, { quantity: 1 })
    expect((await call(t, 'DELETE', '/cart', ravi)).json()).toMatchObject({ items: [], total: 0 })
  })

  it('shows each shopper only their own cart', async () => {
    const p = await createProduct(t.db)
    await call(t, 'DELETE', '/cart', ravi)
    await call(t, 'PUT', `/cart/items/${p}`, asha, { quantity: 2 })
    const ravis = (await call(t, 'GET', '/cart', ravi)).json()
    expect(ravis.items).toEqual([])
    // Ravi deleting the same product id touches only his own (absent) line.
    await call(t, 'DELETE', `/cart/items/${p}`, ravi)
    const ashas = (await call(t, 'GET', '/cart', asha)).json()
    expect(ashas.items.find((i: { productId: string }) => i.productId === p)?.quantity).toBe(2)
  })
})
