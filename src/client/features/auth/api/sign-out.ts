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

export function signOut() {
  return apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} })
}

/**
 * Signs out and goes to the home page. The move comes first: clearing the session while a
 * personal page is still on screen would make its guard send the user to /auth instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: signOut,
    onMutate: markLeaving,
    onSuccess: async () => {
      await navigate('/', { replace: true })
      queryClient.setQueryData(sessionQueryOptions().queryKey, null)
      // Everything cached may belong to the user who just left.
      void queryClient.invalidateQueries()
      forgetOfflineAnswers()
      notify.success(t('auth.signedOut'))
    },
    // Spec section 8: a sign-out error is only logged.
    onError: (error) => {
      clearLeaving()
      console.error('Sign out failed', error)
    },
  })
}
