import type { SlotWindow } from '#shared/delivery-promise.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import type { NotificationType } from '#shared/schemas/notifications.ts'
import type { NoticeText } from '../notifications/notice-text.ts'

// What the customer reads in the bell panel and the toast when an order is placed or changes
// (decisions.md 4: every change notifies the customer). Written in the customer's language
// (notices catalogue, ADR 032) when the notification is created. While the order is on its way
// to the door, the notice repeats the one delivery promise: the slot chosen at checkout
// (decisions.md 18, ADR 020), never a date of its own.

export type Notice = { type: NotificationType; text: NoticeText; link: string }

export const orderLink = (orderId: string) => `/order/${orderId}`

export function orderPlacedNotice(orderId: string, orderNumber: string, slot: SlotWindow | null): Notice {
  return {
    type: 'order',
    text: {
      title: 'notices.orderPlacedTitle',
      message: 'notices.orderPlaced',
      values: { orderNumber },
      slot,
    },
    link: orderLink(orderId),
  }
}

const statusNotices: Record<OrderStatus, { type: NotificationType; title: string; message: string }> = {
  pending: { type: 'order', title: 'notices.pendingTitle', message: 'notices.pending' },
  confirmed: { type: 'order', title: 'notices.confirmedTitle', message: 'notices.confirmed' },
  preparing: { type: 'order', title: 'notices.preparingTitle', message: 'notices.preparing' },
  out_for_delivery: {
    type: 'order',
    title: 'notices.outForDeliveryTitle',
    message: 'notices.outForDelivery',
  },
  delivered: { type: 'success', title: 'notices.deliveredTitle', message: 'notices.delivered' },
  cancelled: { type: 'warning', title: 'notices.cancelledTitle', message: 'notices.cancelled' },
}

/** Until the door the promise still stands and is worth repeating. */
const PROMISING: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed', 'preparing', 'out_for_delivery'])

export function statusChangedNotice(
  orderId: string,
  orderNumber: string,
  status: OrderStatus,
  slot: SlotWindow | null,
): Notice {
  const n = statusNotices[status]
  return {
    type: n.type,
    text: {
      title: n.title,
      message: n.message,
      values: { orderNumber },
      slot: PROMISING.has(status) ? slot : null,
    },
    link: orderLink(orderId),
  }
}
