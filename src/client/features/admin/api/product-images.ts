import { apiRequest } from '#client/lib/api-client.ts'
import type { UploadedProductImage } from '#shared/schemas/admin.ts'
import { uploadWithProgress } from '../lib/upload-with-progress.ts'

/** POST /admin/product-images with the picture in the field 'file'; onProgress gets 0–100. */
export function uploadProductImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData()
  form.append('file', file, file.name)
  return uploadWithProgress<UploadedProductImage>('/admin/product-images', form, onProgress, signal)
}

/** Removes an upload no product uses yet (one picked in the dialog, then replaced or removed). */
export function deleteProductImage(id: string) {
  return apiRequest<{ ok: true }>(`/admin/product-images/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
