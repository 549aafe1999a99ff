import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '#client/lib/api-client.ts'
import type { NotificationPreferences, Preferences } from '#shared/schemas/account.ts'

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['preferences'],
    queryFn: ({ signal }) => apiGet<Preferences>('/preferences', undefined, signal),
  })

export function usePreferences() {
  return useQuery(preferencesQueryOptions())
}

type Change = Partial<NotificationPreferences>

/** A toggle applies at once and is put back if saving fails (spec section 4). */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient()
  const key = preferencesQueryOptions().queryKey
  return useMutation({
    mutationFn: (change: Change) =>
      apiRequest<Preferences>('/preferences', { method: 'PUT', body: { notificationPreferences: change } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Preferences>(key)
      queryClient.setQueryData<Preferences>(key, (old) =>
        old ? { ...old, notificationPreferences: { ...old.notificationPreferences, ...change } } : old,
      )
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  })
}
