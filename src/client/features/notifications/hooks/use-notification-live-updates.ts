import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEvent } from '#client/features/realtime/realtime-events.ts'
import { notify } from '#client/lib/toast.ts'
import { NOTIFICATIONS_LIMIT } from '#shared/constants.ts'
import { type NotificationList, NotificationSchema } from '#shared/schemas/notifications.ts'
import { NOTIFICATIONS_QUERY_KEY } from '../api/notifications.ts'

const EVENTS = ['notification.created', 'notification.read'] as const

/**
 * New notifications arrive live: prepended (10 kept), the unread count rises and an info toast
 * shows the title and message (spec section 4). A payload without the whole notification, and
 * every 'read' (another tab), refetch the list instead.
 */
export function useNotificationLiveUpdates() {
  const queryClient = useQueryClient()
  useRealtimeEvent(EVENTS, (event) => {
    const parsed =
      event.type === 'notification.created'
        ? NotificationSchema.safeParse(event.payload.notification ?? event.payload)
        : null
    if (!parsed?.success) {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
      return
    }
    const notification = parsed.data
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) => {
      if (!list) return list
      if (list.items.some((n) => n.id === notification.id)) return list
      return {
        items: [notification, ...list.items].slice(0, NOTIFICATIONS_LIMIT),
        unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
      }
    })
    notify.info(notification.title, { description: notification.message })
  })
}
