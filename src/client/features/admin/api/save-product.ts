import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { AdminProduct, ProductBodyInput } from '#shared/schemas/admin.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

/** POST /admin/products (no id) or PUT /admin/products/:id. */
export function saveProduct(id: string | null, body: ProductBodyInput) {
  return id
    ? apiRequest<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<AdminProduct>('/admin/products', { method: 'POST', body })
}

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProductBodyInput }) => saveProduct(id, body),
    onSuccess: () => invalidateProductViews(queryClient),
  })
}

/** The grid, the dashboard's low-stock card, analytics and the storefront's product pages. */
export function invalidateProductViews(queryClient: ReturnType<typeof useQueryClient>) {
  for (const queryKey of [
    adminKeys.products,
    adminKeys.dashboard,
    adminKeys.analytics,
    storefrontKeys.catalog,
    storefrontKeys.search,
  ]) {
    void queryClient.invalidateQueries({ queryKey })
  }
}
