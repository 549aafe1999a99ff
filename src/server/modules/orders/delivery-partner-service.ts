import { eq, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/database.ts'
import { orderStatusHistory, orders } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createNotification } from '#server/modules/notifications/notification-service.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { publishAll } from '#server/modules/realtime/publish.ts'
import { NOTE_SEPARATOR } from '#shared/history-notes.ts'
import { PARTNER_ASSIGNED_PREFERENCE } from '#shared/notification-preferences.ts'
import { formatIndianMobile } from '#shared/phone.ts'
import type { DeliveryPartner } from '#shared/schemas/admin.ts'
import { orderLink } from './order-notices.ts'
import type { LockedOrder } from './order-status-service.ts'

// Staff assign the order's delivery partner (issue 9 item 7): name and phone on the order, a line
// in the status history, the customer's notification and a live event, in one transaction.

/** The history line of an assignment: 'Delivery partner: Ravi Kumar, +91 98300 12345'. */
export const partnerNote = (partner: DeliveryPartner) =>
  historyNote('history.deliveryPartner', { name: partner.name, phone: formatIndianMobile(partner.phone) })

/** Writes the partner on the locked order (no history, no events: the caller records the step). */
export async function setDeliveryPartner(tx: Tx, order: LockedOrder, partner: DeliveryPartner) {
  await tx
    .update(orders)
    .set({ deliveryPersonName: partner.name, deliveryPersonPhone: partner.phone, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
  await tellCustomer(tx, order, partner)
}

async function tellCustomer(tx: Tx, order: LockedOrder, partner: DeliveryPartner) {
  const payload = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    deliveryPersonName: partner.name,
  }
  if (order.userId) {
    await createNotification(tx, {
      userId: order.userId,
      type: 'order',
      text: {
        title: 'notices.partnerTitle',
        message: 'notices.partner',
        values: { partner: partner.name, orderNumber: order.orderNumber },
      },
      link: orderLink(order.id),
      preference: PARTNER_ASSIGNED_PREFERENCE,
    })
  }
  await publishAll(tx, [
    ...(order.userId
      ? [{ topic: `user:${order.userId}` as const, type: 'order.partner_assigned' as const, payload }]
      : []),
    { topic: 'admin:orders', type: 'order.partner_assigned', payload },
  ])
}

/**
 * Assigns or changes the partner of a locked order without moving its status: a history row at
 * the current status says who delivers. A cancelled or delivered order has nobody left to send.
 */
export async function assignDeliveryPartner(
  tx: Tx,
  order: LockedOrder,
  partner: DeliveryPartner,
  changedBy: string | null,
  note: string | null = null,
) {
  if (order.status === 'cancelled') throw AppError.conflict('A cancelled order cannot be changed')
  if (order.status === 'delivered') throw AppError.conflict('This order has already been delivered')
  await setDeliveryPartner(tx, order, partner)
  const notes = [note, partnerNote(partner)].filter(Boolean).join(NOTE_SEPARATOR)
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, notes, changedBy })
}
