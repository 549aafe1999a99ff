// Every page of the single-page app, in one list. The client's router renders exactly these
// (app/router.tsx), and the server answers HTTP 404, with the app's 404 page, for any other
// path and for a product or category page whose id names nothing (issue 9 item 15), so the two
// cannot drift. Patterns use React Router's syntax: static segments and ':param' segments.

type ClientRoute = {
  path: string
  /** Shown to search engines (robots.txt allows it; sitemap.xml lists the catalogue's). */
  public: boolean
  /**
   * Not listed in sitemap.xml, but robots.txt lets crawlers fetch it. Search results and the cart
   * (empty for a crawler) are pages a shopper lands on from outside; blocking them fails
   * Lighthouse's "page is blocked from indexing" audit that issue 12's SEO ≥ 95 counts (ADR 038).
   */
  crawlable?: true
  /** A page about one catalogue record: its `:id` must name one, or the page is a 404. */
  record?: 'product' | 'category'
}

export const CLIENT_ROUTES = {
  home: { path: '/', public: true },
  categories: { path: '/categories', public: true },
  category: { path: '/category/:id', public: true, record: 'category' },
  search: { path: '/search', public: false, crawlable: true },
  product: { path: '/product/:id', public: true, record: 'product' },
  privacy: { path: '/privacy', public: true },
  auth: { path: '/auth', public: false },
  resetPassword: { path: '/reset-password', public: false },
  profile: { path: '/profile', public: false },
  profileEdit: { path: '/profile/edit', public: false },
  profileAddresses: { path: '/profile/addresses', public: false },
  profilePayments: { path: '/profile/payments', public: false },
  profileFavorites: { path: '/profile/favorites', public: false },
  settings: { path: '/settings', public: false },
  cart: { path: '/cart', public: false, crawlable: true },
  checkout: { path: '/checkout', public: false },
  orderConfirmation: { path: '/order-confirmation', public: false },
  orders: { path: '/orders', public: false },
  order: { path: '/order/:id', public: false },
  admin: { path: '/admin', public: false },
} as const satisfies Record<string, ClientRoute>

export type ClientRouteName = keyof typeof CLIENT_ROUTES

/** Where the app sends an unknown product or category (spec section 2); itself a 404. */
export const NOT_FOUND_PATH = '/404'

export type ClientRouteMatch = { name: ClientRouteName; route: ClientRoute; params: Record<string, string> }

/** '/a/b/' → ['a', 'b']; trailing slashes are ignored, empty segments inside are not. */
function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? [] : trimmed.replace(/^\//, '').split('/')
}

/**
 * The page a path shows, as React Router matches it (app/client-routes.test.ts holds them
 * together): static segments case-insensitively, a ':param' as one whole non-empty segment,
 * a trailing slash ignored. Null for a path no page answers.
 */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const parts = segments(pathname)
  for (const [name, route] of Object.entries(CLIENT_ROUTES) as [ClientRouteName, ClientRoute][]) {
    const pattern = segments(route.path)
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const matched = pattern.every((p, i) => {
      const part = parts[i] ?? ''
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(part)
        return part !== ''
      }
      return p.toLowerCase() === part.toLowerCase()
    })
    if (matched) return { name, route, params }
  }
  return null
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
