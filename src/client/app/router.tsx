import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation, useNavigationType, useParams } from 'react-router'
import { HomeRoute } from '#client/routes/home.tsx'
import { PageLoading } from './page-loading.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import type { PrefetchName } from './route-prefetch.ts'

// Every page but Home loads on demand: the first screen ships as little JavaScript as possible.
// React Router runs in declarative mode (<Routes>) rather than its data mode: the data router
// alone adds ~17 KB gzip to the first page (issue 2's budget is 120 KB), and the store does not
// need loaders; pages fetch with TanStack Query and a page's queries start beside its code
// download (<Prefetch>, below).
const lazyPage = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }))

const Page = {
  Categories: lazyPage(async () => (await import('#client/routes/categories.tsx')).CategoriesRoute),
  Category: lazyPage(async () => (await import('#client/routes/category.tsx')).CategoryRoute),
  Search: lazyPage(async () => (await import('#client/routes/search.tsx')).SearchRoute),
  Product: lazyPage(async () => (await import('#client/routes/product.tsx')).ProductRoute),
  Privacy: lazyPage(async () => (await import('#client/routes/privacy.tsx')).PrivacyRoute),
  NotFound: lazyPage(async () => (await import('#client/routes/not-found.tsx')).NotFoundRoute),
  Auth: lazyPage(async () => (await import('#client/routes/auth.tsx')).AuthRoute),
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

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {/* The admin area has its own header and no shopper navigation, so it sits beside the
            shop's layout; its code is a chunk of its own that shoppers never download. */}
        <Route
          path="admin/*"
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
          <Route index element={<HomeRoute />} />
          <Route path="categories" element={<Page.Categories />} />
          <Route
            path="category/:id"
            element={
              <Prefetch name="category">
                <Page.Category />
              </Prefetch>
            }
          />
          <Route
            path="search"
            element={
              <Prefetch name="search">
                <Page.Search />
              </Prefetch>
            }
          />
          <Route
            path="product/:id"
            element={
              <Prefetch name="product">
                <Page.Product />
              </Prefetch>
            }
          />
          <Route path="privacy" element={<Page.Privacy />} />
          <Route path="auth" element={<Page.Auth />} />
          <Route path="profile" element={<Page.Profile />} />
          <Route path="profile/edit" element={<Page.ProfileEdit />} />
          <Route path="profile/addresses" element={<Page.ProfileAddresses />} />
          <Route path="profile/payments" element={<Page.ProfilePayments />} />
          <Route path="profile/favorites" element={<Page.ProfileFavorites />} />
          <Route path="settings" element={<Page.Settings />} />
          <Route path="cart" element={<Page.Cart />} />
          <Route path="checkout" element={<Page.Checkout />} />
          <Route path="order-confirmation" element={<Page.OrderConfirmation />} />
          <Route path="orders" element={<Page.Orders />} />
          <Route path="order/:id" element={<Page.Order />} />
          {/* Any other path, and /404 where unknown products and categories lead. */}
          <Route path="*" element={<Page.NotFound />} />
        </Route>
      </Routes>
    </>
  )
}
