import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { SignUpInput } from '#shared/schemas/auth.ts'

/**
 * Creates the account and mails the verification link; the link signs the user in and lands on
 * `callbackURL` (the page that sent them to /auth, else the home page).
 */
export function signUp(input: SignUpInput & { callbackURL: string }) {
  return apiRequest<unknown>('/auth/sign-up/email', { method: 'POST', body: { ...input, name: '' } })
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
