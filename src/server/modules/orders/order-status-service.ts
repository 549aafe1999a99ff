import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { deliverySlots, orderItems, orderStatusHistory, orders, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { issueInvoice } from '#server/modules/invoices/invoice-service.ts'
import { createNotification } from '#server/modules/notifications/notification-service.ts'
import { publishAll } from '#server/modules/realtime/publish.ts'
import { ErrorCode } from '#shared/errors.ts'
import { NOTE_SEPARATOR } from '#shared/history-notes.ts'
import { ORDER_STATUS_PREFERENCE } from '#shared/notification-preferences.ts'
import { adminMayChangeStatus, type OrderStatus, paymentStatusAfter } from '#shared/order-status.ts'
import { DELIVERY_PARTNER_REQUIRED_MESSAGE, type DeliveryPartner } from '#shared/schemas/admin.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { assignDeliveryPartner, partnerNote, setDeliveryPartner } from './delivery-partner-service.ts'
import { type Notice, statusChangedNotice } from './order-notices.ts'
import { findOrderDetail, orderSlot } from './order-queries.ts'

export const ORDER_NOT_FOUND = 'Order not found'

/** What a notice about the order needs of it: its slot, the promise it repeats (ADR 020). */
export const noticeReaderColumns = {
  slotDate: orders.slotDate,
  slotStartTime: orders.slotStartTime,
  slotEndTime: orders.slotEndTime,
}

/** The order row locked for a status change; the caller's transaction holds it until commit. */
export async function lockOrder(tx: Tx, orderId: string, userId: string | null) {
  const where =
    userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId))
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentReference: orders.paymentReference,
      deliverySlotId: orders.deliverySlotId,
      deliveryPersonName: orders.deliveryPersonName,
      ...noticeReaderColumns,
    })
    .from(orders)
    .where(where)
    .for('update')
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND)
  return order
}
export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>
/** What a status change needs of the locked order (other use cases lock it their own way). */
type StatusOrder = Omit<LockedOrder, 'deliveryPersonName'>

/**
 * Gives a cancelled order's stock and slot place back (decisions.md 4 and 5). Locks are taken
 * in checkout's order — the products by id, then the slot — so a cancel and a checkout never
 * wait on each other in a cycle.
 */
async function releaseOrderHolds(tx: Tx, order: StatusOrder) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
  const ids = [...new Set(lines.map((l) => l.productId!))]
  if (ids.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('no key update')
    const values = sql.join(
      lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
      sql`, `,
    )
    await tx.execute(sql`
      UPDATE ${products} SET stock_quantity = stock_quantity + v.qty, updated_at = now()
      FROM (SELECT id, sum(qty)::int AS qty FROM (VALUES ${values}) AS l(id, qty) GROUP BY id) AS v
      WHERE ${products.id} = v.id`)
  }
  if (order.deliverySlotId) {
    await tx
      .update(deliverySlots)
      .set({ currentOrders: sql`greatest(${deliverySlots.currentOrders} - 1, 0)` })
      .where(eq(deliverySlots.id, order.deliverySlotId))
  }
}

/**
 * Moves a locked order to a new status with everything that goes with it: stock and slot back
 * on cancel, payment per decisions.md 6, a history row, the customer's notification and the
 * realtime events. The caller has checked that the move is allowed.
 */
export async function applyStatusChange(
  tx: Tx,
  order: StatusOrder,
  to: OrderStatus,
  changedBy: string | null,
  note: string | null,
  /** What the customer is told instead of the status's own notice (a payment step's reason). */
  notice?: Notice,
) {
  if (to === 'cancelled') await releaseOrderHolds(tx, order)
  await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus: paymentStatusAfter(to, order.paymentStatus, order.paymentMethod),
      cancelledAt: to === 'cancelled' ? sql`now()` : undefined,
      // An admin moving a delivered order back clears the delivery time with the payment.
      deliveredAt: to === 'delivered' ? sql`now()` : order.status === 'delivered' ? null : undefined,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, notes: note, changedBy })
  // The GST invoice is issued on delivery (ADR 029), numbered in this transaction.
  if (to === 'delivered') await issueInvoice(tx, order.id)
  const payload = { orderId: order.id, orderNumber: order.orderNumber, status: to }
  // An anonymised order (its customer deleted the account) has nobody to tell.
  if (order.userId) {
    await createNotification(tx, {
      userId: order.userId,
      ...(notice ?? statusChangedNotice(order.id, order.orderNumber, to, orderSlot(order))),
      preference: ORDER_STATUS_PREFERENCE[to],
    })
  }
  await publishAll(tx, [
    ...(order.userId
      ? [{ topic: `user:${order.userId}` as const, type: 'order.updated' as const, payload }]
      : []),
    { topic: 'admin:orders', type: 'order.updated', payload },
  ])
}

/**
 * An admin's status change (decisions.md 4): any status to any other, except that a cancelled
 * order stays cancelled. Choosing the status the order already has changes nothing. An order
 * goes out for delivery only with a delivery partner (issue 9 item 7): assigned before, or given
 * with this change, in which case one history row records both.
 */
export async function changeOrderStatus(
  db: Db,
  input: {
    orderId: string
    status: OrderStatus
    changedBy: string | null
    note?: string | null
    deliveryPartner?: DeliveryPartner | undefined
  },
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, null)
    const partner = input.deliveryPartner
    if (order.status === input.status) {
      if (partner) await assignDeliveryPartner(tx, order, partner, input.changedBy, input.note ?? null)
      return
    }
    if (!adminMayChangeStatus(order.status, input.status)) {
      throw AppError.conflict('A cancelled order cannot be changed')
    }
    if (input.status === 'out_for_delivery' && !partner && !order.deliveryPersonName) {
      throw AppError.conflict(DELIVERY_PARTNER_REQUIRED_MESSAGE, ErrorCode.DeliveryPartnerRequired)
    }
    const notes = [input.note, partner ? partnerNote(partner) : null].filter(Boolean).join(NOTE_SEPARATOR)
    if (partner) await setDeliveryPartner(tx, order, partner)
    await applyStatusChange(tx, order, input.status, input.changedBy, notes || null)
  })
  const detail = await findOrderDetail(db, input.orderId, null)
  if (!detail) throw AppError.notFound(ORDER_NOT_FOUND)
  return detail
}

/** PUT /api/admin/orders/:id/delivery-partner. */
export async function assignOrderDeliveryPartner(
  db: Db,
  input: { orderId: string; partner: DeliveryPartner; changedBy: string | null },
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, null)
    await assignDeliveryPartner(tx, order, input.partner, input.changedBy)
  })
  const detail = await findOrderDetail(db, input.orderId, null)
  if (!detail) throw AppError.notFound(ORDER_NOT_FOUND)
  return detail
}
