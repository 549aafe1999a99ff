import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SESSION_QUERY_KEY } from '#client/features/auth/public.ts'
import { apiRequest } from '#client/lib/api-client.ts'
import type { Profile, UpdateProfileInput } from '#shared/schemas/account.ts'

export function updateProfile(input: UpdateProfileInput) {
  return apiRequest<Profile>('/profile', { method: 'PUT', body: input })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(['profile'], profile)
      // The header's menu shows the account's name, which follows the profile's.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
}
