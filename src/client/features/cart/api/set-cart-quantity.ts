import { apiRequest } from '#client/lib/api-client.ts'
import type { Cart, SetCartQuantityBody } from '#shared/schemas/cart.ts'

/** PUT /api/cart/items/:productId; 0 removes the line (decisions.md 8). Answers the whole cart. */
export function setCartQuantity(productId: string, quantity: number) {
  const body: SetCartQuantityBody = { quantity }
  return apiRequest<Cart>(`/cart/items/${encodeURIComponent(productId)}`, { method: 'PUT', body })
}
