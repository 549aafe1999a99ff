import { BellIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useState } from 'react'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { NOTIFICATION_BADGE_MAX } from '#shared/constants.ts'
import { useNotifications } from '../api/notifications.ts'
import { useNotificationLiveUpdates } from '../hooks/use-notification-live-updates.ts'
import { NotificationPanel } from './notification-panel.tsx'

/**
 * The header's bell for signed-in users (spec section 2): unread badge (9+ above 9) and the
 * panel of the newest 10. Loaded in its own chunk, so visitors never download it.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const query = useNotifications()
  useNotificationLiveUpdates()
  const unread = query.data?.unreadCount ?? 0
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        className="relative flex size-9 items-center justify-center rounded-full text-foreground transition hover:bg-muted data-[state=open]:bg-muted"
      >
        <BellIcon aria-hidden="true" className="size-5" />
        <CountBubble count={unread} max={NOTIFICATION_BADGE_MAX} className="-top-0.5 -right-1" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 flex h-[400px] w-[min(23rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-xl outline-none data-[state=open]:animate-zoom-in"
        >
          <NotificationPanel query={query} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
