import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCurrentUser } from '../api/get-session.ts'
import { UserAvatar } from './user-avatar.tsx'

// The avatar menu (Radix DropdownMenu) only downloads for signed-in users.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })))

/** Header: a Sign In button for visitors, the avatar menu (Profile, Sign Out) when signed in. */
export function AccountMenu() {
  const { user, isPending } = useCurrentUser()
  if (isPending) return <Skeleton className="size-9 rounded-full" />
  if (!user) {
    return (
      <Link to="/auth" className={buttonClasses({ size: 'sm', className: 'h-9 px-3.5' })}>
        Sign In
      </Link>
    )
  }
  return (
    <Suspense fallback={<UserAvatar user={user} />}>
      <UserMenu user={user} />
    </Suspense>
  )
}
