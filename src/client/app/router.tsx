import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation, useNavigationType, useParams } from 'react-router'
import { CLIENT_ROUTES, type ClientRouteName } from '#shared/client-routes.ts'
import { PageLoading } from './page-loading.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import type { PrefetchName } from './route-prefetch.ts'

// Every page loads on demand: the first download is the shell alone, and each page's first visit
// adds only its own code (issue 13 item 6: ≤ 100 KB of JavaScript after Brotli). The server names
// the page's chunks in the HTML it sends (modulepreload, server/plugins/page-preloads.ts), so a
// page's code downloads beside the shell instead of after it (ADR 018).
// React Router runs in declarative mode (<Routes>) rather than its data mode: the data router
// alone adds ~17 KB gzip to the first page, and the store does not need loaders; pages fetch with
// TanStack Query and a page's queries start beside its code download (<Prefetch>, below).
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }))

const Page = {
  Home: lazyPage(async () => (await import('#client/routes/home.tsx')).HomeRoute),
  Categories: lazyPage(async () => (await import('#client/routes/categories.tsx')).CategoriesRoute),
  Category: lazyPage(async () => (await import('#client/routes/category.tsx')).CategoryRoute),
  Search: lazyPage(async () => (await import('#client/routes/search.tsx')).SearchRoute),
  Product: lazyPage(async () => (await import('#client/routes/product.tsx')).ProductRoute),
  Privacy: lazyPage(async () => (await import('#client/routes/privacy.tsx')).PrivacyRoute),
  NotFound: lazyPage(async () => (await import('#client/routes/not-found.tsx')).NotFoundRoute),
  Auth: lazyPage(async () => (await import('#client/routes/auth.tsx')).AuthRoute),
  ResetPassword: lazyPage(async () => (await import('#client/routes/reset-password.tsx')).ResetPasswordRoute),
  Profile: lazyPage(async () => (await import('#client/routes/profile.tsx')).ProfileRoute),
  ProfileEdit: lazyPage(async () => (await import('#client/routes/profile-edit.tsx')).ProfileEditRoute),
  ProfileAddresses: lazyPage(
    async () => (await import('#client/routes/profile-addresses.tsx')).ProfileAddressesRoute,
  ),
  ProfilePayments: lazyPage(
    async () => (await import('#client/routes/profile-payments.tsx')).ProfilePaymentsRoute,
  ),
  ProfileFavorites: lazyPage(
    async () => (await import('#client/routes/profile-favorites.tsx')).ProfileFavoritesRoute,
  ),
  Settings: lazyPage(async () => (await import('#client/routes/settings.tsx')).SettingsRoute),
  Cart: lazyPage(async () => (await import('#client/routes/cart.tsx')).CartRoute),
  Checkout: lazyPage(async () => (await import('#client/routes/checkout.tsx')).CheckoutRoute),
  OrderConfirmation: lazyPage(
    async () => (await import('#client/routes/order-confirmation.tsx')).OrderConfirmationRoute,
  ),
  Orders: lazyPage(async () => (await import('#client/routes/orders.tsx')).OrdersRoute),
  Order: lazyPage(async () => (await import('#client/routes/order.tsx')).OrderRoute),
  Admin: lazyPage(async () => (await import('#client/routes/admin.tsx')).AdminRoute),
}

/**
 * Starts a page's queries as soon as its route matches, while its code is still downloading, so
 * data and code arrive together. It never waits: the page shows its skeletons at once.
 */
function Prefetch({ name, children }: { name: PrefetchName; children: ReactNode }) {
  const queryClient = useQueryClient()
  const params = useParams()
  const { search } = useLocation()
  useEffect(() => {
    void import('./route-prefetch.ts').then((m) =>
      m.prefetchRoute(name, { queryClient, params, search: new URLSearchParams(search) }),
    )
  }, [name, queryClient, params, search])
  return children
}

/** New pages start at the top; back and forward keep the browser's own scroll position. */
function ScrollToTop() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new page
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname, navigationType])
  return null
}

/** Every page but the admin area, in the shop's layout; the names are CLIENT_ROUTES' own. */
const SHOP_PAGES: Record<Exclude<ClientRouteName, 'admin'>, ReactNode> = {
  home: <Page.Home />,
  categories: <Page.Categories />,
  category: (
    <Prefetch name="category">
      <Page.Category />
    </Prefetch>
  ),
  search: (
    <Prefetch name="search">
      <Page.Search />
    </Prefetch>
  ),
  product: (
    <Prefetch name="product">
      <Page.Product />
    </Prefetch>
  ),
  privacy: <Page.Privacy />,
  auth: <Page.Auth />,
  resetPassword: <Page.ResetPassword />,
  profile: <Page.Profile />,
  profileEdit: <Page.ProfileEdit />,
  profileAddresses: <Page.ProfileAddresses />,
  profilePayments: <Page.ProfilePayments />,
  profileFavorites: <Page.ProfileFavorites />,
  settings: <Page.Settings />,
  cart: <Page.Cart />,
  checkout: <Page.Checkout />,
  orderConfirmation: <Page.OrderConfirmation />,
  orders: <Page.Orders />,
  order: <Page.Order />,
}

/**
 * The routes are CLIENT_ROUTES (#shared/client-routes.ts), the list the server also answers 404
 * from, so a page added here is one the server knows, and SHOP_PAGES' type makes every listed
 * route have a page.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {/* The admin area has its own header and no shopper navigation, so it sits beside the
            shop's layout; its code is a chunk of its own that shoppers never download. */}
        <Route
          path={CLIENT_ROUTES.admin.path}
          element={
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Page.Admin />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
        {/* The layout keeps the header and navigation on screen while a page's code loads on the
            first visit, and when a page fails. */}
        <Route element={<RootLayout />}>
          {(Object.entries(SHOP_PAGES) as [keyof typeof SHOP_PAGES, ReactNode][]).map(([name, page]) => (
            <Route key={name} path={CLIENT_ROUTES[name].path} element={page} />
          ))}
          {/* Any other path, and /404 where unknown products and categories lead. */}
          <Route path="*" element={<Page.NotFound />} />
        </Route>
      </Routes>
    </>
  )
}
