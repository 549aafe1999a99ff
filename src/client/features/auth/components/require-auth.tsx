import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useSession } from '../api/get-session.ts'
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
  const { data: session, isPending } = useSession()
  const location = useLocation()
  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading</span>
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
