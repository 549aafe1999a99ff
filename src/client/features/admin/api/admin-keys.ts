// Query keys of the admin area in one place, so a mutation invalidates exactly what it changes.
// Everything sits under ['admin'], which the realtime events refresh as a whole when needed.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  recentOrders: ['admin', 'recent-orders'] as const,
  orders: ['admin', 'orders'] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  products: ['admin', 'products'] as const,
  reviews: ['admin', 'reviews'] as const,
  customers: ['admin', 'customers'] as const,
  analytics: ['admin', 'analytics'] as const,
  settings: ['admin', 'settings'] as const,
  categories: ['admin', 'categories'] as const,
  deliveryAreas: ['admin', 'delivery-areas'] as const,
  searchWords: ['admin', 'search-words'] as const,
}

/** Storefront caches the admin's changes affect, named literally (features do not import each other). */
export const storefrontKeys = {
  catalog: ['catalog'] as const,
  search: ['search'] as const,
  storeInfo: ['store', 'info'] as const,
  deliveryAreas: ['delivery', 'locations'] as const,
}
