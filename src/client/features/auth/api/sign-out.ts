import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import { notify } from '#client/lib/toast.ts'
import { sessionQueryOptions } from './get-session.ts'

export function signOut() {
  return apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, null)
      // Everything cached may belong to the user who just left.
      void queryClient.invalidateQueries()
      notify.success('Signed out successfully')
    },
    // Spec section 8: a sign-out error is only logged.
    onError: (error) => console.error('Sign out failed', error),
  })
}
