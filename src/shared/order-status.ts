// Order statuses and who may change them (decisions.md 3, 4, 6 and 15). The server enforces
// these rules; the client reads the same ones to decide which buttons to show.

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** The tracking timeline in order; cancelled is not on it and is shown apart (spec section 4). */
export const ORDER_TIMELINE = ['pending', 'confirmed', 'preparing', 'out_for_delivery', 'delivered'] as const
export type TimelineStatus = (typeof ORDER_TIMELINE)[number]

/** Index of a status on the timeline; -1 for cancelled. Steps up to this one are highlighted. */
export function timelineIndex(status: OrderStatus): number {
  return (ORDER_TIMELINE as readonly OrderStatus[]).indexOf(status)
}

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
}

/** Cash on Delivery, and UPI to the store's own UPI ID when it has one (decisions.md 23). */
export const PAYMENT_METHODS = ['cod', 'upi'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** My Orders tabs (decisions.md 15): cancelled orders are no longer listed under Active. */
export const ORDER_TABS = {
  active: ['pending', 'confirmed', 'preparing', 'out_for_delivery'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>
export type OrderTab = keyof typeof ORDER_TABS
export const ORDER_TAB_NAMES = ['active', 'delivered', 'cancelled'] as const satisfies readonly OrderTab[]

/** A customer may cancel only a pending order (decisions.md 4). */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'pending'
}

/**
 * Orders that deleting an account cancels (issue 9 item 4): those not yet being prepared, so
 * their stock and slot places go back to other shoppers. Orders already preparing or later stay
 * for the store's staff, anonymised.
 */
export const CANCELLED_ON_ACCOUNT_DELETION = [
  'pending',
  'confirmed',
] as const satisfies readonly OrderStatus[]

/**
 * Whether an admin may move an order from one status to another (decisions.md 4): any status
 * to any other, except that cancelled is final for everyone, because the order's stock and slot
 * place have already been given back.
 */
export function adminMayChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from !== 'cancelled' && from !== to
}

/**
 * The payment status an order has after moving to `to` (decisions.md 6): Cash on Delivery is
 * paid when delivered; leaving delivered (an admin correcting a mistake) makes it pending again;
 * a cancelled order keeps whatever it had. A UPI payment moves only by its own steps (staff
 * confirm it, ADR 030), never by the order's status.
 */
export function paymentStatusAfter(
  to: OrderStatus,
  current: PaymentStatus,
  method: PaymentMethod = 'cod',
): PaymentStatus {
  if (method !== 'cod') return current
  if (to === 'delivered') return 'completed'
  if (to === 'cancelled') return current
  return current === 'completed' ? 'pending' : current
}
