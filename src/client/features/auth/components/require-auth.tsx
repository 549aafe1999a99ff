import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { sessionQueryOptions, useSession } from '../api/get-session.ts'
import { isLeaving } from '../lib/session-end.ts'

/** The path to send a visitor to: /auth, returning to `from` after sign-in. */
export function authRedirectPath(from: string): string {
  return `/auth?redirect=${encodeURIComponent(from)}`
}

/**
 * The one guard for personal pages (/profile, /settings, /orders, /order/:id, /checkout): a loading
 * state while the session loads, then visitors go to /auth and come back here after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT(messages)
  const { data: session, isPending } = useSession()
  const location = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => recheckSessionOn401(queryClient), [queryClient])
  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    )
  }
  if (!session) {
    // Signed out (or account deleted) from this very page: home, not back to the sign-in form.
    const to = isLeaving() ? '/' : authRedirectPath(`${location.pathname}${location.search}`)
    return <Navigate to={to} replace />
  }
  return children
}

/**
 * A session can end on the server while the page is open (expired, revoked, signed out in
 * another tab). The first personal call that answers 401 makes the session be read again, so
 * the guard above sends the user to /auth instead of leaving a page of errors.
 */
function recheckSessionOn401(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    const { error } = event.action
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    }
  })
}
