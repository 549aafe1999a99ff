import type { OrderStatus } from '#shared/order-status.ts'
import type { NotificationType } from '#shared/schemas/notifications.ts'

// What the customer reads in the bell panel and the toast when an order is placed or changes
// (decisions.md 4: every change notifies the customer).

export type Notice = { type: NotificationType; title: string; message: string; link: string }

export const orderLink = (orderId: string) => `/order/${orderId}`

export function orderPlacedNotice(orderId: string, orderNumber: string): Notice {
  return {
    type: 'order',
    title: 'Order Placed',
    message: `Your order ${orderNumber} has been placed`,
    link: orderLink(orderId),
  }
}

const statusNotices: Record<OrderStatus, { type: NotificationType; title: string; message: string }> = {
  pending: { type: 'order', title: 'Order Pending', message: 'is pending confirmation' },
  confirmed: { type: 'order', title: 'Order Confirmed', message: 'has been confirmed' },
  preparing: { type: 'order', title: 'Order Being Prepared', message: 'is being prepared' },
  out_for_delivery: { type: 'order', title: 'Out for Delivery', message: 'is out for delivery' },
  delivered: { type: 'success', title: 'Order Delivered', message: 'has been delivered' },
  cancelled: { type: 'warning', title: 'Order Cancelled', message: 'has been cancelled' },
}

export function statusChangedNotice(orderId: string, orderNumber: string, status: OrderStatus): Notice {
  const n = statusNotices[status]
  return {
    type: n.type,
    title: n.title,
    message: `Your order ${orderNumber} ${n.message}`,
    link: orderLink(orderId),
  }
}
