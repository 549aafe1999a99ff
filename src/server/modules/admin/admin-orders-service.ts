import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { orderItems, orderStatusHistory, orders, profiles, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findOrderDetail } from '#server/modules/orders/order-queries.ts'
import {
  assignOrderDeliveryPartner,
  changeOrderStatus,
  ORDER_NOT_FOUND,
} from '#server/modules/orders/order-status-service.ts'
import {
  type AdminOrderCard,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type DeliveryPartner,
  ORDER_CARD_ITEM_CHIPS,
  type OrderStatusChangeBody,
} from '#shared/schemas/admin.ts'
import { containsPattern, pageCount, sortedBy } from './like-pattern.ts'

const recipientName = sql<string>`${orders.deliveryAddress}->>'recipientName'`

/**
 * 'Order Management': newest first, filtered by status and by a search over the order number
 * or the recipient name of the address snapshot. Each filter has an index (status + created_at,
 * and trigram indexes for both search fields), so a page stays fast at 100,000 orders.
 */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const conditions: SQL[] = []
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status))
  if (query.search) {
    const pattern = containsPattern(query.search)
    // Each side matches its own index expression: order_number itself, lower(recipientName).
    conditions.push(
      sql`(${orders.orderNumber} ILIKE ${pattern} OR lower(${orders.deliveryAddress}->>'recipientName') LIKE ${pattern})`,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        paymentReference: orders.paymentReference,
        totalAmount: orders.totalAmount,
        customerName: recipientName,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(
        ...sortedBy(query.dir, query.sort === 'total' ? orders.totalAmount : orders.createdAt, orders.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const ids = rows.map((r) => r.id)
  const lines = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.productName), asc(orderItems.id))
    : []
  const byOrder = new Map<string, typeof lines>()
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line])
  const total = totalRow?.n ?? 0
  const items: AdminOrderCard[] = rows.map((r) => {
    const own = byOrder.get(r.id) ?? []
    return {
      ...r,
      customerName: r.customerName ?? '',
      createdAt: r.createdAt.toISOString(),
      itemCount: own.reduce((sum, l) => sum + l.quantity, 0),
      items: own
        .slice(0, ORDER_CARD_ITEM_CHIPS)
        .map(({ productName, quantity }) => ({ productName, quantity })),
      moreItems: Math.max(own.length - ORDER_CARD_ITEM_CHIPS, 0),
    }
  })
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: pageCount(total, query.pageSize),
  }
}

/** View Details: the order, its customer's account and who made each status change. */
export async function getAdminOrder(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const detail = await findOrderDetail(db, orderId, null)
  if (!detail) throw AppError.notFound(ORDER_NOT_FOUND)
  const [[owner], history] = await Promise.all([
    db
      .select({ id: users.id, accountName: users.name, profileName: profiles.name, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(orders.id, orderId)),
    db
      .select({
        id: orderStatusHistory.id,
        status: orderStatusHistory.status,
        notes: orderStatusHistory.notes,
        createdAt: orderStatusHistory.createdAt,
        changedById: users.id,
        changedByName: sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${users.name})`,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id)),
  ])
  return {
    ...detail,
    customer: owner
      ? { id: owner.id, name: owner.profileName || owner.accountName, email: owner.email }
      : null,
    history: history.map((h) => ({
      id: h.id,
      status: h.status,
      notes: h.notes,
      createdAt: h.createdAt.toISOString(),
      changedBy: h.changedById ? { id: h.changedById, name: h.changedByName ?? '' } : null,
    })),
  }
}

/**
 * The status dropdown: the one status-change use case of the orders module (decisions.md 4
 * rules, history row naming the admin, the customer's notification, realtime events).
 */
export async function changeAdminOrderStatus(
  db: Db,
  adminId: string,
  orderId: string,
  body: OrderStatusChangeBody,
): Promise<AdminOrderDetail> {
  await changeOrderStatus(db, {
    orderId,
    status: body.status,
    changedBy: adminId,
    note: body.note || null,
    deliveryPartner: body.deliveryPartner,
  })
  return getAdminOrder(db, orderId)
}

/** Assign or change the delivery partner from View Details (issue 9 item 7). */
export async function assignAdminDeliveryPartner(
  db: Db,
  adminId: string,
  orderId: string,
  partner: DeliveryPartner,
): Promise<AdminOrderDetail> {
  await assignOrderDeliveryPartner(db, { orderId, partner, changedBy: adminId })
  return getAdminOrder(db, orderId)
}
