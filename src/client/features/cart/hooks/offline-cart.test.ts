import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import type { Cart, CartProduct } from '#shared/schemas/cart.ts'
import { enqueue, type QueuedChange, readQueue } from './offline-cart-queue.ts'

// Issue 15: adding to the cart offline is queued on the device and sent when back online; the
// server's answer wins and the shopper hears what changed.

const product = (id: string, name: string, price: number, stockQuantity: number): CartProduct => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  price,
  originalPrice: null,
  unit: '1 pc',
  imageUrl: null,
  stockQuantity,
  isAvailable: true,
})
const milk = product('1', 'Milk', 6800, 10)
const bread = product('2', 'Bread', 4500, 2)

// The store stand-in: its cart, prices and stock, answering as the API does.
const server = {
  quantities: new Map<string, number>(),
  products: new Map<string, CartProduct>(),
  reachable: true,
  puts: [] as { productId: string; quantity: number }[],
}
function serverCart(): Cart {
  const items = [...server.quantities].map(([productId, quantity]) => {
    const p = server.products.get(productId)!
    return {
      productId,
      quantity,
      lineTotal: p.price * quantity,
      product: p,
      outOfStock: false,
      unavailable: false,
      overStock: false,
    }
  })
  const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0)
  return {
    items,
    subtotal,
    deliveryFee: 0,
    total: subtotal,
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
    hasIssues: false,
    freeDeliveryThreshold: 9900,
  }
}
vi.mock('../api/get-cart.ts', () => ({
  getCart: async () => {
    if (!server.reachable) throw ApiError.network()
    return serverCart()
  },
}))
vi.mock('../api/set-cart-quantity.ts', () => ({
  setCartQuantity: async (productId: string, quantity: number) => {
    if (!server.reachable) throw ApiError.network()
    server.puts.push({ productId, quantity })
    const p = server.products.get(productId)!
    if (quantity > p.stockQuantity)
      throw new ApiError(409, 'CONFLICT', `Only ${p.stockQuantity} left of ${p.name}`)
    if (quantity === 0) server.quantities.delete(productId)
    else server.quantities.set(productId, quantity)
    return serverCart()
  },
}))
const { CART_QUERY_KEY, setCartUser, setQuantity } = await import('./cart-sync.ts')
const { priceChanges, quantityToSend, syncOfflineCart } = await import('./offline-cart-sync.ts')

const change = (over: Partial<QueuedChange>): QueuedChange => ({
  productId: milk.id,
  quantity: 1,
  baseQuantity: 0,
  product: milk,
  ...over,
})

describe('the offline queue rules', () => {
  it('keeps one change per product: the last quantity over the first base', () => {
    let queue = enqueue(null, 'u1', change({ quantity: 2, baseQuantity: 1 }))
    queue = enqueue(queue, 'u1', change({ productId: bread.id, product: bread, quantity: 1 }))
    queue = enqueue(queue, 'u1', change({ quantity: 4, baseQuantity: 3 }))
    expect(queue.changes).toEqual([
      change({ productId: bread.id, product: bread, quantity: 1 }),
      change({ quantity: 4, baseQuantity: 1 }),
    ])
  })

  it("starts afresh for another shopper: one person's clicks never reach another's cart", () => {
    const queue = enqueue(enqueue(null, 'u1', change({ quantity: 3 })), 'u2', change({ quantity: 1 }))
    expect(queue).toEqual({ userId: 'u2', changes: [change({ quantity: 1 })] })
  })

  it("applies the shopper's change to the server's line as it is now", () => {
    // +2 offline (1 → 3) on a line that became 4 on another phone meanwhile: 6.
    expect(quantityToSend(change({ baseQuantity: 1, quantity: 3 }), 4)).toBe(6)
    // Nothing changed elsewhere: exactly what the shopper chose.
    expect(quantityToSend(change({ baseQuantity: 1, quantity: 3 }), 1)).toBe(3)
    // A removal stays a removal, whatever happened meanwhile.
    expect(quantityToSend(change({ baseQuantity: 2, quantity: 0 }), 5)).toBe(0)
    // −2 offline on a line another phone already brought down to 1: the shopper still wants it.
    expect(quantityToSend(change({ baseQuantity: 3, quantity: 1 }), 1)).toBe(1)
  })

  it("reports prices that moved since the shopper saw them, by the server's cart", () => {
    server.products.set(milk.id, { ...milk, price: 7200 })
    server.products.set(bread.id, bread)
    server.quantities = new Map([
      [milk.id, 1],
      [bread.id, 1],
    ])
    const seen = [change({}), change({ productId: bread.id, product: bread })]
    expect(priceChanges(seen, serverCart())).toEqual([{ name: 'Milk', was: 6800, now: 7200 }])
    // In Hindi the product is named as the cart names it: its Hindi name when it has one.
    server.products.set(milk.id, { ...milk, hindiName: 'दूध', price: 7200 })
    expect(priceChanges(seen, serverCart(), 'hi')).toEqual([{ name: 'दूध', was: 6800, now: 7200 }])
    server.products.set(milk.id, { ...milk, hindiName: null, price: 7200 })
    expect(priceChanges(seen, serverCart(), 'hi')).toEqual([{ name: 'Milk', was: 6800, now: 7200 }])
  })
})

describe('cart clicks offline and the sync when back online', () => {
  let queryClient: QueryClient
  let online = false
  beforeEach(() => {
    const stored = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    })
    online = false
    vi.stubGlobal('navigator', {
      get onLine() {
        return online
      },
    })
    server.quantities = new Map([[milk.id, 1]])
    server.products = new Map([
      [milk.id, milk],
      [bread.id, bread],
    ])
    server.reachable = false
    server.puts = []
    queryClient = new QueryClient()
    queryClient.setQueryData(CART_QUERY_KEY, serverCart())
    setCartUser('u1')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    setCartUser(null)
  })

  const shown = () => queryClient.getQueryData<Cart>(CART_QUERY_KEY)
  const comeBack = () => {
    online = true
    server.reachable = true
  }

  it('queues clicks without sending, shows them, and sends their sum once online', async () => {
    expect(await setQuantity(queryClient, milk, 2)).toBe('queued')
    expect(await setQuantity(queryClient, milk, 3)).toBe('queued')
    expect(await setQuantity(queryClient, bread, 1)).toBe('queued')
    expect(server.puts).toEqual([])
    expect(shown()?.totalQuantity).toBe(4)
    expect(readQueue()?.changes).toHaveLength(2)

    // Meanwhile another phone of the same shopper made it 2 milk.
    server.quantities.set(milk.id, 2)
    comeBack()
    const report = await syncOfflineCart(queryClient)
    expect(report).toEqual({ prices: [], refused: [] })
    expect(server.puts).toEqual([
      { productId: milk.id, quantity: 4 },
      { productId: bread.id, quantity: 1 },
    ])
    expect(readQueue()).toBeNull()
    expect(shown()?.items.map((i) => [i.product.name, i.quantity])).toEqual([
      ['Milk', 4],
      ['Bread', 1],
    ])
  })

  it("lets the server's answer win: a refused quantity is dropped and named, a new price reported", async () => {
    await setQuantity(queryClient, bread, 3) // only 2 in stock, which the shopper could not know
    await setQuantity(queryClient, milk, 2)
    server.products.set(milk.id, { ...milk, price: 7000 })
    comeBack()
    const report = await syncOfflineCart(queryClient)
    expect(report).toEqual({
      prices: [{ name: 'Milk', was: 6800, now: 7000 }],
      refused: ['Only 2 left of Bread'],
    })
    expect(readQueue()).toBeNull()
    expect(server.quantities.get(bread.id)).toBeUndefined()
    expect(server.quantities.get(milk.id)).toBe(2)
  })

  it('keeps the queue when the network is still away, and a request that cannot reach the store is queued', async () => {
    await setQuantity(queryClient, milk, 2)
    online = true // the browser says online, but nothing answers yet
    expect(await syncOfflineCart(queryClient)).toBeNull()
    expect(readQueue()?.changes).toEqual([change({ quantity: 2, baseQuantity: 1 })])
    // A click while "online" that fails to reach the store joins the queue, relative to the same base.
    expect(await setQuantity(queryClient, milk, 5)).toBe('queued')
    expect(readQueue()?.changes).toEqual([change({ quantity: 5, baseQuantity: 1 })])
    server.reachable = true
    await syncOfflineCart(queryClient)
    expect(server.quantities.get(milk.id)).toBe(5)
  })

  it("never sends another shopper's queued clicks", async () => {
    await setQuantity(queryClient, milk, 5)
    setCartUser('u2')
    comeBack()
    expect(await syncOfflineCart(queryClient)).toBeNull()
    expect(server.puts).toEqual([])
    expect(readQueue()).toBeNull()
  })
})
