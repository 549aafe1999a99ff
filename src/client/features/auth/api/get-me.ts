import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiGet } from '#client/lib/api-client.ts'
import type { Me } from '#shared/schemas/auth.ts'

/**
 * GET /api/me: the server decides who is an admin (ADR 004), for the admin gate and the account
 * menu's "Store admin". A visitor's 401 is an answer (signed out), not a failure to retry.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet<Me>('/me', undefined, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

// Never served from an old answer: the gate must see who is signed in now (a visitor who was
// just sent to /auth comes back signed in), so the answer is dropped once nothing shows it.
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    gcTime: 0,
    retry: 1,
  })

export function useMe() {
  return useQuery(meQueryOptions())
}
