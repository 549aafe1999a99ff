import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#client/lib/api-client.ts'
import type { MarkAllReadResult, Notification, NotificationList } from '#shared/schemas/notifications.ts'
import { NOTIFICATIONS_QUERY_KEY } from './notifications.ts'

// Marking read, used by the panel only (its own chunk, loaded on the bell's first open).

function markRead(id: string) {
  return apiRequest<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' })
}

function markAllRead() {
  return apiRequest<MarkAllReadResult>('/notifications/read-all', { method: 'POST' })
}

/** Shows the change at once; the server's list replaces it when the request ends. */
function useNotificationMutation<T>(
  fn: (arg: T) => Promise<unknown>,
  apply: (list: NotificationList, arg: T) => NotificationList,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onMutate: async (arg: T) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
      const before = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY)
      if (before) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, apply(before, arg))
      return { before }
    },
    onError: (_error, _arg, context) => {
      if (context?.before) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.before)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
    },
  })
}

export function useMarkNotificationRead() {
  return useNotificationMutation(markRead, (list, id: string) => {
    const target = list.items.find((n) => n.id === id)
    if (!target || target.isRead) return list
    const readAt = new Date().toISOString()
    return {
      items: list.items.map((n) => (n.id === id ? { ...n, isRead: true, readAt } : n)),
      unreadCount: Math.max(0, list.unreadCount - 1),
    }
  })
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(markAllRead, (list) => {
    const readAt = new Date().toISOString()
    return { items: list.items.map((n) => (n.isRead ? n : { ...n, isRead: true, readAt })), unreadCount: 0 }
  })
}
