import { useQueryClient } from '@tanstack/react-query'
import { refetchAfterEvent, useRealtimeEvent } from '#client/features/realtime/public.ts'
import { notify } from '#client/lib/toast.ts'
import { NOTIFICATIONS_LIMIT } from '#shared/constants.ts'
import type { NotificationList } from '#shared/schemas/notifications.ts'
import { NOTIFICATIONS_QUERY_KEY } from '../api/notifications.ts'

const EVENTS = ['notification.created', 'notification.read'] as const

/**
 * New notifications arrive live (the event carries the whole row): prepended (10 kept), the
 * unread count rises and an info toast shows the title and message (spec section 4); the list is
 * then refetched to settle any fetch under way. Every 'read' (another tab) refetches the list.
 */
export function useNotificationLiveUpdates() {
  const queryClient = useQueryClient()
  useRealtimeEvent(EVENTS, (event) => {
    if (event.type !== 'notification.created') {
      void refetchAfterEvent(queryClient, NOTIFICATIONS_QUERY_KEY)
      return
    }
    const notification = event.payload
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) => {
      if (!list) return list
      if (list.items.some((n) => n.id === notification.id)) return list
      return {
        items: [notification, ...list.items].slice(0, NOTIFICATIONS_LIMIT),
        unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
      }
    })
    // And asked again: a list on its way (the bell's first fetch, begun before this notice was
    // written) would otherwise land without it, over the one just added; refetchAfterEvent
    // restarts that fetch, which a bare invalidateQueries would wait for instead.
    void refetchAfterEvent(queryClient, NOTIFICATIONS_QUERY_KEY)
    notify.info(notification.title, { description: notification.message })
  })
}
