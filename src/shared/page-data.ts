import type { ClientRouteMatch } from './client-routes.ts'
import { PRODUCT_PAGE_SIZE } from './constants.ts'

// The API answers a page's first screen waits for, written exactly as the client asks for them
// (same path, parameters and order: client lib/api-client.ts apiUrl). The server names them in the
// page's HTML (<link rel="preload" as="fetch">, server plugins/page-preloads.ts), so they download
// beside the app's code instead of after it has run (issue 12 item 7); the client's own fetch then
// takes the preloaded answer. client app/page-data.test.ts holds the two together.

/** What the shop's shell asks for on every page (session, store, delivery promise). */
export const SHELL_DATA = [
  '/api/auth/get-session',
  '/api/store',
  '/api/delivery-locations',
  '/api/delivery-slots',
]

/** A signed-in shopper's shell also reads the cart (header badge, Add buttons), favourites and the bell. */
export const SIGNED_IN_SHELL_DATA = ['/api/cart', '/api/favorites/ids', '/api/notifications']

const firstPage = (params: Record<string, string>) =>
  new URLSearchParams({ ...params, page: '1', pageSize: String(PRODUCT_PAGE_SIZE) }).toString()

/**
 * The page's own first answers. A listing whose URL carries filters is left to the client (its
 * parameters are the filter panel's to compute); a plain visit is the common first visit.
 */
export function pageData(match: ClientRouteMatch, search: URLSearchParams, signedIn: boolean): string[] {
  const id = encodeURIComponent(match.params.id ?? '')
  const keys = [...search.keys()]
  switch (match.name) {
    case 'home':
      // A shopper's home also shows Buy Again (what they ordered before).
      return ['/api/home', '/api/categories', ...(signedIn ? ['/api/orders/buy-again'] : [])]
    case 'category':
      return keys.length > 0
        ? []
        : [`/api/categories/${id}`, `/api/categories/${id}/products?${firstPage({ sort: 'rating' })}`]
    case 'product':
      return [`/api/products/${id}`, `/api/products/${id}/related`]
    case 'search': {
      const q = (search.get('q') ?? '').trim()
      return q === '' || keys.some((k) => k !== 'q')
        ? []
        : ['/api/categories', `/api/search?${firstPage({ q, sort: 'relevance' })}`]
    }
    default:
      return []
  }
}
