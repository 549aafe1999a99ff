import { BellIcon } from 'lucide-react'
import { type ComponentProps, lazy, Suspense, useState } from 'react'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { useT } from '#client/lib/i18n.ts'
import { NOTIFICATION_BADGE_MAX } from '#shared/constants.ts'
import messages from '#shared/i18n/en/common.json'
import { useNotifications } from '../api/notifications.ts'

// The popover (Radix) and its panel load on the first open: the badge is all this chunk draws on
// a page's first visit (issue 13 item 6).
const loadPopover = () => import('./notification-popover.tsx')
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })))

/**
 * The header's bell for signed-in users (spec section 2): unread badge (9+ above 9) and the
 * panel of the newest 10. Loaded in its own chunk, so visitors never download it; rendered by
 * LazyNotificationBell, which keeps the list and its live updates.
 */
export function NotificationBell() {
  const t = useT(messages)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  // The list and its live updates are LazyNotificationBell's, mounted with the header before
  // this chunk arrives (ADR 058): this reads the same query and draws it.
  const query = useNotifications()
  const unread = query.data?.unreadCount ?? 0
  const bell = (props: ComponentProps<'button'>) => (
    <button
      type="button"
      aria-label={unread > 0 ? t('common.notificationsUnread', { count: unread }) : t('common.notifications')}
      aria-haspopup="dialog"
      className="relative flex size-9 items-center justify-center rounded-full text-foreground transition hover:bg-muted data-[state=open]:bg-muted"
      {...props}
    >
      <BellIcon aria-hidden="true" className="size-5" />
      <CountBubble count={unread} max={NOTIFICATION_BADGE_MAX} className="-top-0.5 -right-1" />
    </button>
  )
  const first = bell({
    onPointerEnter: () => void loadPopover(),
    onFocus: () => void loadPopover(),
    onClick: () => {
      setWanted(true)
      setOpen(true)
    },
  })
  if (!wanted) return first
  return (
    <Suspense fallback={first}>
      <NotificationPopover open={open} onOpenChange={setOpen} query={query} trigger={bell({})} />
    </Suspense>
  )
}
