import { and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { productByKey } from '#server/db/product-by-key.ts'
import { invoices, orderItems, orderStatusHistory, orders, products } from '#server/db/schema.ts'
import { ORDER_TABS, type OrderTab } from '#shared/order-status.ts'
import type { OrderDetail, OrderPage, OrderSlot, OrderSummary } from '#shared/schemas/orders.ts'

// Reads of orders shared by the customer's pages, checkout's answer and (later) the admin area.

// Written out with table names: Drizzle leaves columns unqualified in a one-table select, and
// "id" inside the subquery would then mean order_items.id.
const itemCount = sql<number>`(
  SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = "orders"."id"
)`

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalAmount: orders.totalAmount,
  itemCount,
  deliveryTimeSlot: orders.deliveryTimeSlot,
  slotDate: orders.slotDate,
  slotStartTime: orders.slotStartTime,
  slotEndTime: orders.slotEndTime,
  estimatedDelivery: orders.estimatedDelivery,
  createdAt: orders.createdAt,
}

const iso = (d: Date | null) => d?.toISOString() ?? null

type SlotColumns = Pick<typeof orders.$inferSelect, 'slotDate' | 'slotStartTime' | 'slotEndTime'>

/** The order's slot (ADR 020) from its columns; times as HH:MM. */
export function orderSlot(row: SlotColumns): OrderSlot | null {
  if (!row.slotDate || !row.slotStartTime || !row.slotEndTime) return null
  return {
    date: row.slotDate,
    startTime: row.slotStartTime.slice(0, 5),
    endTime: row.slotEndTime.slice(0, 5),
  }
}

type SummaryRow = SlotColumns & {
  estimatedDelivery: Date | null
  createdAt: Date
} & Omit<OrderSummary, 'estimatedDelivery' | 'createdAt' | 'slot'>

function toSummary({ slotDate, slotStartTime, slotEndTime, ...row }: SummaryRow): OrderSummary {
  return {
    ...row,
    slot: orderSlot({ slotDate, slotStartTime, slotEndTime }),
    estimatedDelivery: iso(row.estimatedDelivery),
    createdAt: row.createdAt.toISOString(),
  }
}

/** One page of the user's orders on a My Orders tab, newest first (decisions.md 15). */
export async function listUserOrders(
  db: Db,
  userId: string,
  query: { tab: OrderTab; page: number; pageSize: number },
): Promise<OrderPage> {
  const where = and(eq(orders.userId, userId), inArray(orders.status, [...ORDER_TABS[query.tab]]))
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where)
  const total = totalRow?.n ?? 0
  return {
    items: rows.map(toSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  }
}

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect & { hindiName?: string | null }
type HistoryRow = Pick<typeof orderStatusHistory.$inferSelect, 'id' | 'status' | 'notes' | 'createdAt'>

/** The detail answer from an order's rows; checkout builds it from what it just wrote. */
export function toOrderDetail(
  order: OrderRow,
  items: ItemRow[],
  history: HistoryRow[],
  invoiceNumber: string | null = null,
): OrderDetail {
  const byName = [...items].sort(
    (a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id),
  )
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentReference: order.paymentReference,
    paymentDueAt: iso(order.paymentDueAt),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    deliveryAddress: order.deliveryAddress,
    deliveryLocation: order.deliveryLocation,
    deliveryTimeSlot: order.deliveryTimeSlot,
    slot: orderSlot(order),
    estimatedDelivery: iso(order.estimatedDelivery),
    notes: order.notes,
    deliveryPersonName: order.deliveryPersonName,
    deliveryPersonPhone: order.deliveryPersonPhone,
    deliveryPartner: order.deliveryPartner,
    cancelledAt: iso(order.cancelledAt),
    deliveredAt: iso(order.deliveredAt),
    createdAt: order.createdAt.toISOString(),
    items: byName.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      hindiName: i.hindiName ?? null,
      productImage: i.productImage,
      unit: i.unit,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      originalPrice: i.originalPrice,
      totalPrice: i.totalPrice,
    })),
    history: history.map((h) => ({
      id: h.id,
      status: h.status,
      notes: h.notes,
      createdAt: h.createdAt.toISOString(),
    })),
    invoiceNumber,
  }
}

/**
 * One order with its items and history (newest first). With a userId, only that user's order is
 * found: another user's id reads as unknown, so ids leak nothing (ARCHITECTURE.md).
 */
export async function findOrderDetail(
  db: Db | Tx,
  orderId: string,
  userId: string | null,
): Promise<OrderDetail | null> {
  const conditions: SQL[] = [eq(orders.id, orderId)]
  if (userId !== null) conditions.push(eq(orders.userId, userId))
  const [order] = await db
    .select()
    .from(orders)
    .where(and(...conditions))
  if (!order) return null
  // The product's Hindi name as it is now: names are shown, not part of what was bought.
  // Each item's product by its key (db/product-by-key.ts, ADR 069).
  const p = productByKey(db, orderItems.productId, { hindiName: products.hindiName })
  const items = await db
    .select({ ...getTableColumns(orderItems), hindiName: p.hindiName })
    .from(orderItems)
    .leftJoinLateral(p, sql`true`)
    .where(eq(orderItems.orderId, orderId))
  const history = await db
    .select({
      id: orderStatusHistory.id,
      status: orderStatusHistory.status,
      notes: orderStatusHistory.notes,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
  const [invoice] = await db
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
  return toOrderDetail(order, items, history, invoice?.invoiceNumber ?? null)
}
