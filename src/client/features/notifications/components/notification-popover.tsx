import { Popover } from 'radix-ui'
import type { ReactElement } from 'react'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/notifications.json'
import type { useNotifications } from '../api/notifications.ts'
import { NotificationPanel } from './notification-panel.tsx'

/** The bell's panel of the newest 10 (spec section 2), in a Radix popover. */
export function NotificationPopover({
  open,
  onOpenChange,
  query,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  query: ReturnType<typeof useNotifications>
  trigger: ReactElement
}) {
  const t = useT(messages)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t('notifications.title')}
          className="z-50 flex h-[min(400px,var(--radix-popover-content-available-height))] w-[min(23rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-xl outline-none data-[state=open]:animate-zoom-in"
        >
          <NotificationPanel query={query} onClose={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
