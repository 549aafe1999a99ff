import { BellIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useNotifications } from '../api/notifications.ts'
import { useNotificationLiveUpdates } from '../hooks/use-notification-live-updates.ts'

// The bell's drawing and its panel are their own chunk: the header only carries this. What the
// bell knows is the shell's (ADR 058): the list is asked for, and live notices are listened for,
// here, in the commit that draws the header for a signed-in user. That commit comes before the
// socket opens (the layout opens it in its own effect, after loading its code), so no notice can
// arrive before its listener exists, however late the bell's chunk comes; and the page's
// preloaded answer (ADR 038) is taken at once, never by a bell drawn after a notice came.
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}))

/** The header's bell; render it for signed-in users only (spec section 2). */
export function LazyNotificationBell() {
  // Asked again whenever the header mounts, even over answers the page already holds (a
  // server-drawn page's, from before it was sent).
  useNotifications({ refetchOnMount: 'always' })
  useNotificationLiveUpdates()
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
