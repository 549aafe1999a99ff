import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiGet } from '#client/lib/api-client.ts'
import type { Me } from '#shared/schemas/auth.ts'

/**
 * GET /api/me: the server decides who is an admin (ADR 004). A visitor's 401 is an answer
 * (signed out), not a failure to retry.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet<Me>('/me', undefined, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    retry: 1,
  })

export function useMe() {
  return useQuery(meQueryOptions())
}
