import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { AccountExport } from '#shared/schemas/account.ts'

/** Settings → Data Export (decisions.md 11): the user's own data saved as a JSON file. */
export async function downloadAccountData() {
  const data = await apiRequest<AccountExport>('/account/export')
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `freshcart-data-${data.exportedAt.slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportData() {
  return useMutation({ mutationFn: downloadAccountData })
}
