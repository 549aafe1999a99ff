import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiRequest } from '#client/lib/api-client.ts'
import { notify } from '#client/lib/toast.ts'

/**
 * Deletes the account and personal data; the server also ends the session (decisions.md 11).
 * The user leaves for the home page first, so the personal page does not bounce to /auth.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => apiRequest('/account', { method: 'DELETE', body: { confirm: 'DELETE' } }),
    onSuccess: () => {
      navigate('/', { replace: true })
      queryClient.setQueryData(['auth', 'session'], null)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
      notify.success('Your account has been deleted')
    },
    onError: (error) => {
      console.error('Delete account failed', error)
      notify.error('Failed to delete account')
    },
  })
}
