import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionQueryOptions } from '#client/features/auth/public.ts'
import { apiRequest } from '#client/lib/api-client.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import type { Preferences } from '#shared/schemas/account.ts'
import { preferencesQueryOptions } from './preferences.ts'

/** Saves a signed-in shopper's language on their account (the session then carries it). */
export function useSaveLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: Locale) =>
      apiRequest<Preferences>('/preferences', { method: 'PUT', body: { language } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryOptions().queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    },
  })
}
