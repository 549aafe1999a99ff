import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiRequest } from '#client/lib/api-client.ts'
import { translator } from '#client/lib/i18n.ts'
import { forgetOfflineAnswers } from '#client/lib/offline-cache.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/auth.json'
import { clearLeaving, markLeaving } from '../lib/session-end.ts'
import { sessionQueryOptions } from './get-session.ts'

const t = translator(messages)

/**
 * Deletes the account and personal data; the server also ends the session (decisions.md 11).
 * The user leaves for the home page first, so the personal page does not bounce to /auth.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => apiRequest('/account', { method: 'DELETE', body: { confirm: 'DELETE' } }),
    onMutate: markLeaving,
    onSuccess: async () => {
      await navigate('/', { replace: true })
      queryClient.setQueryData(sessionQueryOptions().queryKey, null)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
      forgetOfflineAnswers()
      notify.success(t('auth.accountDeleted'))
    },
    onError: (error) => {
      clearLeaving()
      console.error('Delete account failed', error)
      notify.error(t('auth.deleteAccountFailed'))
    },
  })
}
