// What other features may use of the cart (scripts/check-imports.mjs: a feature imports another
// only through its public.ts, and names the other's query keys through it).

/** The cart query: refetch it after anything that changes the cart on the server. */
export const CART_QUERY_KEY = ['cart'] as const
