import { useQuery } from '@tanstack/react-query'
import { cartQueryOptions } from '../api/get-cart.ts'

const selectTotalQuantity = (cart: { totalQuantity: number }) => cart.totalQuantity

/**
 * Total quantity of items in the signed-in user's cart, for the header and bottom-navigation
 * badges (decisions.md 8). Shares the cart query, so a click anywhere moves the badges at once.
 * Fetch errors only leave the count at 0 (spec section 8).
 */
export function useCartCount(signedIn: boolean): number {
  const { data } = useQuery({ ...cartQueryOptions(), enabled: signedIn, select: selectTotalQuantity })
  return signedIn ? (data ?? 0) : 0
}
