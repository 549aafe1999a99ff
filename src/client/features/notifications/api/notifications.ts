import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#client/lib/api-client.ts'
import type { NotificationList } from '#shared/schemas/notifications.ts'

// The list the header keeps (LazyNotificationBell, in every signed-in page's shell); marking read
// is notification-mutations.ts's, loaded with the panel.

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const

/** The user's newest notifications (10 at most) and the unread count for the bell's badge. */
export function getNotifications(signal?: AbortSignal) {
  return apiGet<NotificationList>('/notifications', undefined, signal)
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: ({ signal }) => getNotifications(signal) })

export function useNotifications(options: { refetchOnMount?: 'always' } = {}) {
  return useQuery({ ...notificationsQueryOptions(), ...options })
}
