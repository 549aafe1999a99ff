import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { SignInInput } from '#shared/schemas/auth.ts'
import { clearLeaving } from '../lib/session-end.ts'
import { sessionQueryOptions } from './get-session.ts'

export function signIn(input: SignInInput) {
  return apiRequest<unknown>('/auth/sign-in/email', { method: 'POST', body: input })
}

/** On success the session is read again, so the whole app sees the user at once. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      clearLeaving()
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      // What a visitor cached (reviews without their own votes, etc.) is stale for the user.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
    },
  })
}
