import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import { invalidateProductViews } from './save-product.ts'

export function deleteProduct(id: string) {
  return apiRequest<{ ok: true }>(`/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  })
}
