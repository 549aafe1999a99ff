import type { Db } from '#server/db/database.ts'
import { AppError } from '#server/lib/app-error.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { customerMayCancel } from '#shared/order-status.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { findOrderDetail } from './order-queries.ts'
import { applyStatusChange, lockOrder, ORDER_NOT_FOUND } from './order-status-service.ts'

export { listUserOrders } from './order-queries.ts'

/** The user's own order; anybody else's answers 404 like an unknown id (ARCHITECTURE.md). */
export async function getUserOrder(db: Db, userId: string, orderId: string): Promise<OrderDetail> {
  const order = await findOrderDetail(db, orderId, userId)
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND)
  return order
}

/**
 * The customer's Cancel (decisions.md 4): only their own pending order. Stock and the slot place
 * go back in the same transaction; the order row lock makes a cancel racing an admin's
 * confirmation end one way or the other, never both.
 */
export async function cancelUserOrder(db: Db, userId: string, orderId: string): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId)
    if (!customerMayCancel(order.status)) {
      throw AppError.conflict('Only pending orders can be cancelled')
    }
    await applyStatusChange(tx, order, 'cancelled', userId, historyNote('history.cancelledByCustomer'))
  })
  return getUserOrder(db, userId, orderId)
}
