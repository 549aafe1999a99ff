import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { AdminProduct, ProductBodyInput, ProductChangesInput } from '#shared/schemas/admin.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

/** GET /admin/products/:id: the latest of one product (the edit form's Reload). */
export function getAdminProduct(id: string) {
  return apiGet<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`)
}

/** POST /admin/products (a new product) or PATCH /admin/products/:id (the changed fields, ADR 015). */
export type ProductSave = { id: null; body: ProductBodyInput } | { id: string; body: ProductChangesInput }

export function saveProduct(save: ProductSave) {
  return save.id === null
    ? apiRequest<AdminProduct>('/admin/products', { method: 'POST', body: save.body })
    : apiRequest<AdminProduct>(`/admin/products/${encodeURIComponent(save.id)}`, {
        method: 'PATCH',
        body: save.body,
      })
}

export function useSaveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProduct,
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
