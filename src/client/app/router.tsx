import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { HomeRoute } from '#client/routes/home.tsx'
import { PageLoading } from './page-loading.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

// Every page but Home loads on demand (ARCHITECTURE.md, Client: the first screen ships as little
// JavaScript as possible). Later issues add their pages the same way (cart, checkout, orders,
// profile, auth, admin).
const page = {
  categories: async () => (await import('#client/routes/categories.tsx')).CategoriesRoute,
  category: async () => (await import('#client/routes/category.tsx')).CategoryRoute,
  search: async () => (await import('#client/routes/search.tsx')).SearchRoute,
  product: async () => (await import('#client/routes/product.tsx')).ProductRoute,
  privacy: async () => (await import('#client/routes/privacy.tsx')).PrivacyRoute,
  notFound: async () => (await import('#client/routes/not-found.tsx')).NotFoundRoute,
  auth: async () => (await import('#client/routes/auth.tsx')).AuthRoute,
  profile: async () => (await import('#client/routes/profile.tsx')).ProfileRoute,
  profileEdit: async () => (await import('#client/routes/profile-edit.tsx')).ProfileEditRoute,
  profileAddresses: async () => (await import('#client/routes/profile-addresses.tsx')).ProfileAddressesRoute,
  profilePayments: async () => (await import('#client/routes/profile-payments.tsx')).ProfilePaymentsRoute,
  profileFavorites: async () => (await import('#client/routes/profile-favorites.tsx')).ProfileFavoritesRoute,
  settings: async () => (await import('#client/routes/settings.tsx')).SettingsRoute,
  cart: async () => (await import('#client/routes/cart.tsx')).CartRoute,
  checkout: async () => (await import('#client/routes/checkout.tsx')).CheckoutRoute,
  orderConfirmation: async () =>
    (await import('#client/routes/order-confirmation.tsx')).OrderConfirmationRoute,
  orders: async () => (await import('#client/routes/orders.tsx')).OrdersRoute,
  order: async () => (await import('#client/routes/order.tsx')).OrderRoute,
  admin: async () => (await import('#client/routes/admin.tsx')).AdminRoute,
}
const prefetchers = () => import('./route-prefetch.ts')

export function createRouter(queryClient: QueryClient) {
  // A page's prefetching loader and its component download in parallel.
  const pages: RouteObject[] = [
    { index: true, element: <HomeRoute /> },
    { path: 'categories', lazy: { Component: page.categories } },
    {
      path: 'category/:id',
      lazy: {
        loader: async () => (await prefetchers()).prefetchCategory(queryClient),
        Component: page.category,
      },
    },
    {
      path: 'search',
      lazy: { loader: async () => (await prefetchers()).prefetchSearch(queryClient), Component: page.search },
    },
    {
      path: 'product/:id',
      lazy: {
        loader: async () => (await prefetchers()).prefetchProduct(queryClient),
        Component: page.product,
      },
    },
    { path: 'privacy', lazy: { Component: page.privacy } },
    { path: 'auth', lazy: { Component: page.auth } },
    { path: 'profile', lazy: { Component: page.profile } },
    { path: 'profile/edit', lazy: { Component: page.profileEdit } },
    { path: 'profile/addresses', lazy: { Component: page.profileAddresses } },
    { path: 'profile/payments', lazy: { Component: page.profilePayments } },
    { path: 'profile/favorites', lazy: { Component: page.profileFavorites } },
    { path: 'settings', lazy: { Component: page.settings } },
    { path: 'cart', lazy: { Component: page.cart } },
    { path: 'checkout', lazy: { Component: page.checkout } },
    { path: 'order-confirmation', lazy: { Component: page.orderConfirmation } },
    { path: 'orders', lazy: { Component: page.orders } },
    { path: 'order/:id', lazy: { Component: page.order } },
    // Any other path, and /404 where unknown products and categories lead.
    { path: '*', lazy: { Component: page.notFound } },
  ]

  return createBrowserRouter([
    // The admin area has its own header and no shopper navigation, so it sits beside the shop's
    // layout; its code is a chunk of its own that shoppers never download.
    {
      path: 'admin',
      lazy: { Component: page.admin },
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
    },
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The inner route keeps the header and navigation on screen while a page's code loads on
      // the first visit, and when a page fails.
      children: [{ hydrateFallbackElement: <PageLoading />, errorElement: <RouteError />, children: pages }],
    },
  ])
}
