import { ShieldCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useMe } from '../api/get-admin-access.ts'

/**
 * /admin shows 'Verifying admin access...' while GET /api/me answers, then sends anyone the
 * server does not count as an admin to /auth (spec section 2 and 6). Visitors come back here
 * after signing in; a signed-in customer is moved on from /auth to the store.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <VerifyingAccess />
  if (me.isError || !me.data) {
    return <Navigate to={me.isError ? '/auth' : `/auth?redirect=${encodeURIComponent('/admin')}`} replace />
  }
  if (!me.data.isAdmin) return <Navigate to="/auth" replace />
  return children
}

function VerifyingAccess() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <ShieldCheckIcon aria-hidden="true" className="size-7 animate-pulse" />
      </span>
      <p className="text-sm font-medium text-muted-foreground">Verifying admin access...</p>
    </div>
  )
}
