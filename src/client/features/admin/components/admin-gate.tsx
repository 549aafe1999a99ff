import { ShieldAlertIcon, ShieldCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { useMe } from '#client/features/auth/public.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

/**
 * /admin shows 'Verifying admin access...' while GET /api/me answers, then sends visitors to
 * /auth (spec section 2 and 6), whence they come back here after signing in. A signed-in shopper
 * who is not an admin is told so, with the way back to the store (issue 9 item 14).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <VerifyingAccess />
  if (me.isError || !me.data) {
    return <Navigate to={me.isError ? '/auth' : `/auth?redirect=${encodeURIComponent('/admin')}`} replace />
  }
  if (!me.data.isAdmin) return <NoAdminAccess />
  return children
}

function NoAdminAccess() {
  const t = useT(messages)
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlertIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-xl font-bold">{t('admin.noAccess')}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{t('admin.noAccessText')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
        {t('admin.backToStore')}
      </Link>
    </main>
  )
}

function VerifyingAccess() {
  const t = useT(messages)
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <ShieldCheckIcon aria-hidden="true" className="size-7 animate-pulse" />
      </span>
      <p className="text-sm font-medium text-muted-foreground">{t('admin.verifying')}</p>
    </div>
  )
}
