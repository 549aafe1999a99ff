import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'

// Password reset and change (decisions.md 21), through better-auth's endpoints. The server forces
// what the product promises: a reset link for this store's page, other sessions signed out.

/** Mails a reset link when the address has an account; answers alike either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest<unknown>('/auth/request-password-reset', { method: 'POST', body: input }),
  })
}

/** Sets the new password with the mailed token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input }),
  })
}

/** Changes the password (the current one required); the other sessions end, this one goes on. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest<unknown>('/auth/change-password', { method: 'POST', body: input }),
  })
}
