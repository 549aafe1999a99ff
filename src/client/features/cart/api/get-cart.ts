import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Cart } from '#shared/schemas/cart.ts'
import { CART_QUERY_KEY, withPendingChanges } from '../hooks/cart-sync.ts'

/** The signed-in user's cart with the server's figures (decisions.md 1). */
export function getCart(signal?: AbortSignal) {
  return apiGet<Cart>('/cart', undefined, signal)
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    // Quantities the shopper just clicked stay on screen until their own request answers.
    queryFn: async ({ signal }) => withPendingChanges(await getCart(signal)),
    staleTime: 30_000,
    // Another tab may have changed the cart; coming back to this one shows the truth.
    refetchOnWindowFocus: true,
  })

/** Disabled for visitors: they have no cart (spec section 6). */
export function useCart(signedIn: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled: signedIn })
}
