import { BellIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'

// The bell, its panel and their live updates are their own chunk: the header only carries this.
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}))

/** The header's bell; render it for signed-in users only (spec section 2). */
export function LazyNotificationBell() {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="flex size-9 items-center justify-center text-foreground">
          <BellIcon className="size-5" />
        </span>
      }
    >
      <NotificationBell />
    </Suspense>
  )
}
