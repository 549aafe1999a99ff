import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SESSION_QUERY_KEY } from '#client/features/auth/public.ts'
import { ApiError } from '#client/lib/api-client.ts'
import type { Profile } from '#shared/schemas/account.ts'

type AvatarAnswer = { avatarUrl: string | null }

/** Multipart, so not through the JSON helper; errors still arrive as ApiError. */
export async function uploadAvatar(file: File): Promise<AvatarAnswer> {
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch('/api/profile/avatar', { method: 'POST', body, credentials: 'same-origin' })
  } catch {
    throw ApiError.network()
  }
  const data = (await response.json().catch(() => null)) as AvatarAnswer | null
  if (!response.ok) throw ApiError.fromAnswer(response.status, data, 'Failed to upload image')
  return { avatarUrl: data?.avatarUrl ?? null }
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<Profile>(['profile'], (old) => (old ? { ...old, avatarUrl } : old))
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
}
