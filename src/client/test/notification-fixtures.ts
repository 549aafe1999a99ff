import type { Notification, NotificationList } from '#shared/schemas/notifications.ts'

// Notice n as GET /api/notifications answers it (NotificationSchema): unread, about order FC-n.

export function notificationFixture(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    type: 'order',
    title: `Order FC-${n} confirmed`,
    message: `Your order FC-${n} is confirmed`,
    link: `/order/${n}`,
    isRead: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  }
}

/** The panel's answer for these notices, the unread count theirs. */
export function notificationListFixture(items: Notification[]): NotificationList {
  return { items, unreadCount: items.filter((n) => !n.isRead).length }
}
