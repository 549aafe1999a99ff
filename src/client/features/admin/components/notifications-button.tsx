import { lazy, Suspense, useState } from 'react'
import { useRecentOrders } from '../api/get-recent-orders.ts'
import { NotificationsBell } from './notifications-bell.tsx'

// The menu (Radix DropdownMenu with its popper) downloads when the admin first reaches for the
// bell, not with the admin area (issue 13 item 6), as the avatar menu does (auth account-menu.tsx).
const loadMenu = () => import('./notifications-menu.tsx')
const NotificationsMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationsMenu })))

type NotificationsButtonProps = {
  onOpenOrder: (orderId: string) => void
  onShowAll: () => void
}

/**
 * The header's notifications button (decisions.md 11): new orders nobody has confirmed yet,
 * with their count. It follows new orders live (use-admin-live-orders.ts refetches it).
 */
export function NotificationsButton({ onOpenOrder, onShowAll }: NotificationsButtonProps) {
  const count = useRecentOrders().data?.count ?? 0
  const [wanted, setWanted] = useState(false)
  const bell = (
    <NotificationsBell
      count={count}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  )
  if (!wanted) return bell
  return (
    <Suspense fallback={bell}>
      <NotificationsMenu onOpenOrder={onOpenOrder} onShowAll={onShowAll} defaultOpen />
    </Suspense>
  )
}
