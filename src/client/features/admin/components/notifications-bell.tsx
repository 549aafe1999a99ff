import { BellIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'

/**
 * The header's bell with the count of new orders: the notifications menu's trigger
 * (notifications-menu.tsx) and, until that menu has loaded, the button standing in for it.
 */
export function NotificationsBell({ count, ...props }: { count: number } & ComponentProps<typeof Button>) {
  const t = useT(messages)
  return (
    <Button
      variant="outline"
      size="md"
      aria-label={t('admin.notificationsLabel', { count })}
      aria-haspopup="menu"
      className="relative"
      {...props}
    >
      <BellIcon aria-hidden="true" className="size-4" />
      {/* The spec's '(N)'; without new orders the bell stands alone rather than saying '(0)'. */}
      {count > 0 ? <span className="tabular-nums">({count})</span> : null}
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive ring-2 ring-card"
        />
      ) : null}
    </Button>
  )
}
