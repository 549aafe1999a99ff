import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart, CartProduct } from '#shared/schemas/cart.ts'

// The server stand-in: each PUT waits until the test answers it, so answers can be ordered.
const calls: {
  productId: string
  quantity: number
  answer: (cart: Cart) => void
  fail: (e: Error) => void
}[] = []
vi.mock('../api/set-cart-quantity.ts', () => ({
  setCartQuantity: (productId: string, quantity: number) =>
    new Promise<Cart>((answer, fail) => calls.push({ productId, quantity, answer, fail })),
}))
const { CART_QUERY_KEY, setQuantity } = await import('./cart-sync.ts')

const milk: CartProduct = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Milk',
  price: 6800,
  originalPrice: null,
  unit: '1 L',
  imageUrl: null,
  stockQuantity: 5,
  isAvailable: true,
}

function serverCart(quantity: number): Cart {
  const items =
    quantity > 0
      ? [
          {
            productId: milk.id,
            quantity,
            lineTotal: milk.price * quantity,
            product: milk,
            outOfStock: false,
            unavailable: false,
            overStock: false,
          },
        ]
      : []
  const subtotal = milk.price * quantity
  return {
    items,
    subtotal,
    deliveryFee: 0,
    total: subtotal,
    totalQuantity: quantity,
    hasIssues: false,
    freeDeliveryThreshold: 9900,
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('cart clicks (decisions.md 8)', () => {
  let queryClient: QueryClient
  beforeEach(() => {
    calls.length = 0
    queryClient = new QueryClient()
    queryClient.setQueryData(CART_QUERY_KEY, serverCart(0))
  })

  it('shows a click at once, sends one request at a time and ends on the last click', async () => {
    const first = setQuantity(queryClient, milk, 1)
    void setQuantity(queryClient, milk, 2)
    void setQuantity(queryClient, milk, 3)
    // All three clicks show before any answer; only the first request is on its way.
    expect(queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.totalQuantity).toBe(3)
    expect(calls.map((c) => c.quantity)).toEqual([1])

    // The first answer (quantity 1) must not pull the badge back while 3 is still to be sent.
    calls[0]!.answer(serverCart(1))
    await tick()
    expect(queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.totalQuantity).toBe(3)
    expect(calls.map((c) => c.quantity)).toEqual([1, 3])

    calls[1]!.answer(serverCart(3))
    await first
    const cart = queryClient.getQueryData<Cart>(CART_QUERY_KEY)
    expect(cart?.totalQuantity).toBe(3)
    expect(cart?.subtotal).toBe(3 * milk.price)
  })

  it('quantity 0 removes the line; a refusal rejects and puts the server figures back', async () => {
    queryClient.setQueryData(CART_QUERY_KEY, serverCart(2))
    const removal = setQuantity(queryClient, milk, 0)
    expect(queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.items).toEqual([])
    calls[0]!.answer(serverCart(0))
    await removal

    const refused = setQuantity(queryClient, milk, 9)
    expect(queryClient.getQueryData<Cart>(CART_QUERY_KEY)?.totalQuantity).toBe(9)
    calls[1]!.fail(new Error('Only 5 left of Milk'))
    await expect(refused).rejects.toThrow('Only 5 left of Milk')
    // The click is dropped and the cart refetched, so the screen shows what the server holds.
    expect(queryClient.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(true)
  })
})
