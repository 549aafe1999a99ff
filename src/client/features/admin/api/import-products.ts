import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CsvImportResult } from '#shared/schemas/admin.ts'
import { uploadWithProgress } from '../lib/upload-with-progress.ts'
import { invalidateProductViews } from './save-product.ts'

/** The template is served by the API as an attachment (product-upload-template.csv). */
export const IMPORT_TEMPLATE_URL = '/api/admin/products/import-template'

export function importProducts(file: File, onProgress: (percent: number) => void) {
  const form = new FormData()
  form.append('file', file, file.name)
  return uploadWithProgress<CsvImportResult>('/admin/products/import', form, onProgress)
}

export function useImportProducts(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => importProducts(file, onProgress),
    onSuccess: (result) => {
      if (result.successful > 0) invalidateProductViews(queryClient)
    },
  })
}
