import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import { SESSION_QUERY_KEY } from '../public.ts'

// better-auth's session endpoint (mounted at /api/auth): null when signed out.
export type SessionUser = {
  id: string
  name: string
  email: string
  image: string | null
  /** Chosen in Settings (ADR 032); null until then. */
  language?: Locale | null
}
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } }

/** Any failure (auth not mounted yet, network, 5xx) counts as signed out: browsing still works. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const data = await apiGet<Session | null>('/auth/get-session', undefined, signal)
    return data?.user ? data : null
  } catch {
    return null
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

export function useSession() {
  return useQuery(sessionQueryOptions())
}

/** The signed-in user, or null for a visitor (also while the first lookup runs). */
export function useCurrentUser(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = useSession()
  return { user: data?.user ?? null, isPending }
}
