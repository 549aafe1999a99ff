import type { OrderStatus } from './order-status.ts'
import type { NotificationPreferences } from './schemas/account.ts'

// Which notifications each Settings toggle covers (issue 9 item 9). The server decides with these
// before it writes a notification, so a switched-off kind reaches neither the bell, nor the live
// pop-up (toasts follow the notification's realtime event), nor mail. Settings shows the same
// grouping under each toggle. A notification with no preference (a "Notify me" the shopper asked
// for on one product) always arrives.

export type NotificationPreference = keyof NotificationPreferences

/** Each order status notice → the toggle that covers it. */
export const ORDER_STATUS_PREFERENCE: Record<OrderStatus, NotificationPreference> = {
  pending: 'orderUpdates',
  confirmed: 'orderUpdates',
  preparing: 'orderUpdates',
  cancelled: 'orderUpdates',
  out_for_delivery: 'delivery',
  delivered: 'delivery',
}

/** 'Order Placed' is an order update; 'Delivery Partner Assigned' is about the delivery. */
export const ORDER_PLACED_PREFERENCE: NotificationPreference = 'orderUpdates'
export const PARTNER_ASSIGNED_PREFERENCE: NotificationPreference = 'delivery'

/** Whether a user with these saved toggles (defaults: all on) gets a notification of this kind. */
export function wantsNotification(
  saved: Partial<NotificationPreferences> | null | undefined,
  preference: NotificationPreference | null,
): boolean {
  return preference === null || saved?.[preference] !== false
}
