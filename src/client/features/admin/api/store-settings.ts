import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from '#client/features/cart/public.ts'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { SavedStoreSettings, StoreSettingsBody } from '#shared/schemas/store-settings.ts'
import { adminKeys, storefrontKeys } from './admin-keys.ts'

export function getStoreSettings(signal?: AbortSignal) {
  return apiGet<SavedStoreSettings>('/admin/settings', undefined, signal)
}

export const storeSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getStoreSettings(signal) })

export function useStoreSettings(enabled = true) {
  return useQuery({ ...storeSettingsQueryOptions(), enabled })
}

export function updateStoreSettings(body: StoreSettingsBody) {
  return apiRequest<SavedStoreSettings>('/admin/settings', { method: 'PUT', body })
}

/** Saving refreshes the store facts the banner, cart and checkout read (decisions.md 1). */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStoreSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings)
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.storeInfo })
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
    },
  })
}
