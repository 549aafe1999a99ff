import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { orders, products } from '#server/db/schema.ts'
import { isLowStock } from '#server/modules/catalog/product-query.ts'
import { type DashboardSummary, RECENT_ORDERS_LIMIT, type RecentOrders } from '#shared/schemas/admin.ts'
import { storeDayStart } from '#shared/store-clock.ts'

/** The four summary cards (decisions.md 11). Each figure is one indexed aggregate. */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const [[sales], [total], [pending], [lowStock]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint` })
      .from(orders)
      .where(and(gte(orders.createdAt, storeDayStart(now)), ne(orders.status, 'cancelled'))),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')),
    db.select({ n: count() }).from(products).where(isLowStock),
  ])
  return {
    todaySales: Number(sales?.n ?? 0),
    totalOrders: total?.n ?? 0,
    pendingOrders: pending?.n ?? 0,
    lowStockCount: lowStock?.n ?? 0,
  }
}

/** The header's notifications button: the newest pending orders and how many are pending. */
export async function recentOrders(db: Db): Promise<RecentOrders> {
  const [rows, [pending]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: sql<string>`${orders.deliveryAddress}->>'recipientName'`,
        totalAmount: orders.totalAmount,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.status, 'pending'))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS_LIMIT),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')),
  ])
  return {
    count: pending?.n ?? 0,
    items: rows.map((r) => ({
      ...r,
      customerName: r.customerName ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
  }
}
