import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { orderStatusHistory, orders } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { NoticeText } from '#server/modules/notifications/notice-text.ts'
import { createNotification } from '#server/modules/notifications/notification-service.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { orderLink } from '#server/modules/orders/order-notices.ts'
import { findOrderDetail } from '#server/modules/orders/order-queries.ts'
import {
  applyStatusChange,
  type LockedOrder,
  lockOrder,
  ORDER_NOT_FOUND,
} from '#server/modules/orders/order-status-service.ts'
import { publishAll } from '#server/modules/realtime/publish.ts'
import { type UpiAction, upiMay, upiPaymentState } from '#shared/payments.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'

// UPI paid to the store's own UPI ID (issue 14, ADR 030): the shopper gives the reference, staff
// confirm or reject, and the store cancels what was not paid in time. Every step locks the order
// row (lockOrder), checks the state machine of src/shared/payments.ts, writes a history row with
// who took it, and tells the shopper (notification) and every open page (order.updated).

/** How often each server instance looks for unpaid UPI orders past their hold time. */
export const UPI_EXPIRY_SWEEP_MS = 20_000

export const NOT_UPI_MESSAGE = 'This order is not paid by UPI'
export const REFERENCE_TAKEN_MESSAGE = 'This UPI reference was already given for another order'
export const PAYMENT_TIME_PASSED_MESSAGE = 'The time to pay for this order has passed'

const REFUSALS: Record<UpiAction, Record<string, string>> = {
  report: {
    cancelled: 'This order was cancelled',
    awaiting_confirmation: 'A payment reference was already given for this order',
    paid: 'This order is already paid',
    failed: 'This order was cancelled',
  },
  confirm: {
    cancelled: 'This order was cancelled',
    paid: 'This payment is already confirmed',
    failed: 'This payment was marked not received',
  },
  reject: {
    cancelled: 'This order was cancelled',
    paid: 'This payment is already confirmed',
    failed: 'This payment was marked not received',
  },
  expire: {},
}

/** The order, locked, if it is a UPI order where `action` may be taken; else the reason as 409. */
async function lockUpiOrder(tx: Tx, orderId: string, userId: string | null, action: UpiAction) {
  const order = await lockOrder(tx, orderId, userId)
  if (order.paymentMethod !== 'upi') throw AppError.conflict(NOT_UPI_MESSAGE)
  const state = upiPaymentState(order)
  const cancelled = order.status === 'cancelled'
  if (!upiMay(action, state, cancelled)) {
    throw AppError.conflict(REFUSALS[action][cancelled ? 'cancelled' : state] ?? 'This payment cannot change')
  }
  return order
}

async function announce(tx: Tx, order: LockedOrder) {
  const payload = { orderId: order.id, orderNumber: order.orderNumber, status: order.status }
  await publishAll(tx, [
    ...(order.userId
      ? [{ topic: `user:${order.userId}` as const, type: 'order.updated' as const, payload }]
      : []),
    { topic: 'admin:orders', type: 'order.updated', payload },
  ])
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * The shopper's "I have paid" with the 12-digit reference, before the hold time ends. Giving the
 * same reference again changes nothing; one reference pays one order.
 */
export async function reportUpiReference(
  db: Db,
  userId: string,
  orderId: string,
  reference: string,
): Promise<OrderDetail> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockOrder(tx, orderId, userId)
      if (current.paymentMethod === 'upi' && current.paymentReference === reference) return
      const order = await lockUpiOrder(tx, orderId, userId, 'report')
      const saved = await tx
        .update(orders)
        .set({ paymentReference: reference, paymentReportedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), sql`${orders.paymentDueAt} > now()`))
        .returning({ id: orders.id })
      if (saved.length === 0) throw AppError.conflict(PAYMENT_TIME_PASSED_MESSAGE)
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        notes: historyNote('history.upiReferenceGiven', { reference }),
        changedBy: userId,
      })
      await announce(tx, order)
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(REFERENCE_TAKEN_MESSAGE)
    throw err
  }
  return orderDetail(db, orderId, userId)
}

/** Staff saw the money arrive: the payment is completed, with who confirmed it in the history. */
export async function confirmUpiPayment(db: Db, adminId: string, orderId: string): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockUpiOrder(tx, orderId, null, 'confirm')
    await tx
      .update(orders)
      .set({ paymentStatus: 'completed', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      notes: order.paymentReference
        ? historyNote('history.upiReceivedWithReference', { reference: order.paymentReference })
        : historyNote('history.upiReceived'),
      changedBy: adminId,
    })
    if (order.userId) {
      await createNotification(tx, {
        userId: order.userId,
        type: 'success',
        text: {
          title: 'notices.paymentReceivedTitle',
          message: 'notices.paymentReceived',
          values: { orderNumber: order.orderNumber },
        },
        link: orderLink(order.id),
        // Whether the money arrived is always told, whatever the Settings toggles say.
        preference: null,
      })
    }
    await announce(tx, order)
  })
  return orderDetail(db, orderId, null)
}

/** Staff found no money: the payment failed and the order is cancelled, stock and slot returned. */
export async function rejectUpiPayment(db: Db, adminId: string, orderId: string): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockUpiOrder(tx, orderId, null, 'reject')
    await failAndCancel(tx, order, adminId, historyNote('history.upiNotReceived'), {
      title: 'notices.paymentNotReceivedTitle',
      message: 'notices.paymentNotReceived',
      values: { orderNumber: order.orderNumber },
    })
  })
  return orderDetail(db, orderId, null)
}

async function failAndCancel(
  tx: Tx,
  order: LockedOrder,
  changedBy: string | null,
  note: string,
  notice: NoticeText,
) {
  await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id))
  await applyStatusChange(tx, { ...order, paymentStatus: 'failed' }, 'cancelled', changedBy, note, {
    type: 'warning',
    text: notice,
    link: orderLink(order.id),
  })
}

/**
 * Cancels UPI orders whose hold time ended with no reference given (stock and slot returned, the
 * shopper told). Each order is claimed in its own transaction with FOR UPDATE SKIP LOCKED and its
 * conditions checked again under the lock, so several server instances sweeping at once cancel
 * each order exactly once. Answers how many it cancelled.
 */
export async function expireUnpaidUpiOrders(db: Db, limit = 50): Promise<number> {
  const due = and(
    eq(orders.paymentMethod, 'upi'),
    eq(orders.paymentStatus, 'pending'),
    isNull(orders.paymentReference),
    isNotNull(orders.paymentDueAt),
    lt(orders.paymentDueAt, sql`now()`),
    ne(orders.status, 'cancelled'),
  )
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(due)
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit)
  let cancelled = 0
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), due))
        .for('update', { skipLocked: true })
      if (!claimed) return false
      const order = await lockOrder(tx, id, null)
      await failAndCancel(tx, order, null, historyNote('history.upiNotReceivedInTime'), {
        title: 'notices.cancelledTitle',
        message: 'notices.paymentLate',
        values: { orderNumber: order.orderNumber },
      })
      return true
    })
    if (done) cancelled += 1
  }
  return cancelled
}

async function orderDetail(db: Db, orderId: string, userId: string | null) {
  const detail = await findOrderDetail(db, orderId, userId)
  if (!detail) throw AppError.notFound(ORDER_NOT_FOUND)
  return detail
}
