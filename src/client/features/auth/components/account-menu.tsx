import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { useCurrentUser } from '../api/get-session.ts'
import { UserAvatar } from './user-avatar.tsx'

// The avatar menu (Radix DropdownMenu) downloads when a signed-in user first reaches for it: a
// page's first visit does not carry it (issue 13 item 6).
const loadMenu = () => import('./user-menu.tsx')
const UserMenu = lazy(() => loadMenu().then((m) => ({ default: m.UserMenu })))

/** Header: a Sign In button for visitors, the avatar menu (Profile, Sign Out) when signed in. */
export function AccountMenu() {
  const t = useT(messages)
  const { user, isPending } = useCurrentUser()
  const [wanted, setWanted] = useState(false)
  if (isPending) return <Skeleton className="size-9 rounded-full" />
  if (!user) {
    return (
      <Link to="/auth" className={buttonClasses({ size: 'sm', className: 'h-9 px-3.5' })}>
        {t('common.signIn')}
      </Link>
    )
  }
  const avatar = (
    <button
      type="button"
      aria-label={t('common.accountMenu')}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
      className="rounded-full"
    >
      <UserAvatar user={user} />
    </button>
  )
  if (!wanted) return avatar
  return (
    <Suspense fallback={avatar}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  )
}
