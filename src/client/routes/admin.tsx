import { Navigate } from 'react-router'
import { AdminDashboard } from '#client/features/admin/components/admin-dashboard.tsx'
import { AdminGate } from '#client/features/admin/components/admin-gate.tsx'
import { useMe } from '#client/features/auth/api/get-me.ts'
import { useSession } from '#client/features/auth/api/get-session.ts'
import { AccountMenu } from '#client/features/auth/components/account-menu.tsx'
import { useRealtimeConnection } from '#client/features/realtime/use-realtime-connection.ts'
import { useAccountLanguage } from '#client/features/settings/hooks/use-account-language.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

/**
 * /admin (spec section 2, Admin dashboard): its own lazily loaded chunk outside the shopper's
 * shell, so shoppers never download it. The gate asks the server who is an admin first.
 */
export function AdminRoute() {
  const t = useT(messages)
  // The shopper's shell applies the account's language; the admin area sits outside it (ADR 032).
  useAccountLanguage(useSession().data?.user.language)
  return (
    <>
      <PageTitle title={t('admin.title')} />
      <AdminGate>
        <AdminArea />
      </AdminGate>
    </>
  )
}

function AdminArea() {
  const { data: me } = useMe()
  const session = useSession()
  // The shopper's layout opens the live-update socket; the admin area sits outside it.
  useRealtimeConnection(me?.user.id ?? null)
  // Signing out from the avatar menu (or a session ending elsewhere) leaves the dashboard.
  if (!session.isPending && !session.data) return <Navigate to="/auth" replace />
  return <AdminDashboard account={<AccountMenu />} />
}
