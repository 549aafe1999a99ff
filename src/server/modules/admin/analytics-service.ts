import { asc, count, eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#server/db/database.ts'
import { orders, products } from '#server/db/schema.ts'
import { isLowStock } from '#server/modules/catalog/product-query.ts'
import {
  ANALYTICS_DAYS,
  type Analytics,
  LOW_STOCK_LIST_LIMIT,
  type PeriodStats,
  TOP_PRODUCTS_LIMIT,
} from '#shared/schemas/admin.ts'
import { STORE_TIME_ZONE, storeDate, storeDayStart } from '#shared/store-clock.ts'

// The Analytics tab, by SQL aggregates over the last 30 store days (orders_created_at_idx reads
// just that range) instead of loading orders into memory. Cancelled orders are not sales: they
// count in neither orders nor revenue.

const WEEK_DAYS = 7

type Row = Record<string, unknown>
const num = (v: unknown) => Number(v ?? 0)

function period(orderCount: number, revenue: number): PeriodStats {
  return {
    orders: orderCount,
    revenue,
    averageOrderValue: orderCount > 0 ? Math.round(revenue / orderCount) : 0,
  }
}

export async function analytics(db: Db, now = new Date()): Promise<Analytics> {
  const todayStart = storeDayStart(now)
  const weekStart = storeDayStart(now, WEEK_DAYS - 1)
  const monthStart = storeDayStart(now, ANALYTICS_DAYS - 1)
  const sold = sql`o.status <> 'cancelled' AND o.created_at >= ${monthStart.toISOString()}::timestamptz`

  const [periods, daily, top, pending, lowStockCount, lowStockItems] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      SELECT
        count(*) FILTER (WHERE o.created_at >= ${todayStart.toISOString()}::timestamptz) AS today_orders,
        coalesce(sum(o.total_amount) FILTER (WHERE o.created_at >= ${todayStart.toISOString()}::timestamptz), 0) AS today_revenue,
        count(DISTINCT o.user_id) FILTER (WHERE o.created_at >= ${todayStart.toISOString()}::timestamptz) AS today_customers,
        count(*) FILTER (WHERE o.created_at >= ${weekStart.toISOString()}::timestamptz) AS week_orders,
        coalesce(sum(o.total_amount) FILTER (WHERE o.created_at >= ${weekStart.toISOString()}::timestamptz), 0) AS week_revenue,
        count(*) AS month_orders,
        coalesce(sum(o.total_amount), 0) AS month_revenue
      FROM orders o WHERE ${sold}`,
    ),
    queryRows<Row>(
      db,
      sql`
      SELECT to_char((o.created_at AT TIME ZONE ${STORE_TIME_ZONE})::date, 'YYYY-MM-DD') AS day,
        count(*) AS orders, coalesce(sum(o.total_amount), 0) AS revenue
      FROM orders o WHERE ${sold}
      GROUP BY 1`,
    ),
    // By product id while the product exists (named as it is now); a deleted product's lines
    // group by their snapshot name. Grouping on plain columns lets PostgreSQL hash-aggregate
    // (~3× faster than grouping on an expression at 300,000 order lines).
    queryRows<Row>(
      db,
      sql`
      SELECT t.product_id, coalesce(p.name, t.name) AS product_name, t.quantity, t.revenue
      FROM (
        SELECT oi.product_id,
          CASE WHEN oi.product_id IS NULL THEN oi.product_name END AS gone_name,
          max(oi.product_name) AS name, sum(oi.quantity) AS quantity, sum(oi.total_price) AS revenue
        FROM order_items oi
        JOIN orders o ON o.id = oi.order_id
        WHERE o.status <> 'cancelled'
        GROUP BY 1, 2
        ORDER BY revenue DESC, name
        LIMIT ${TOP_PRODUCTS_LIMIT}
      ) t
      LEFT JOIN products p ON p.id = t.product_id
      ORDER BY t.revenue DESC, product_name`,
    ),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending')),
    db.select({ n: count() }).from(products).where(isLowStock),
    db
      .select({
        id: products.id,
        name: products.name,
        unit: products.unit,
        stockQuantity: products.stockQuantity,
      })
      .from(products)
      .where(isLowStock)
      .orderBy(asc(products.stockQuantity), asc(products.name))
      .limit(LOW_STOCK_LIST_LIMIT),
  ])

  const p = periods[0] ?? {}
  const byDay = new Map(daily.map((r) => [String(r.day), r]))
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
    const date = storeDate(storeDayStart(now, ANALYTICS_DAYS - 1 - i))
    const r = byDay.get(date)
    return { date, orders: num(r?.orders), revenue: num(r?.revenue) }
  })

  return {
    today: {
      orders: num(p.today_orders),
      weekOrders: num(p.week_orders),
      revenue: num(p.today_revenue),
      weekRevenue: num(p.week_revenue),
      customers: num(p.today_customers),
      pendingOrders: pending[0]?.n ?? 0,
    },
    week: period(num(p.week_orders), num(p.week_revenue)),
    month: period(num(p.month_orders), num(p.month_revenue)),
    topProducts: top.map((r) => ({
      productId: (r.product_id as string | null) ?? null,
      productName: String(r.product_name),
      quantity: num(r.quantity),
      revenue: num(r.revenue),
    })),
    lowStock: { count: lowStockCount[0]?.n ?? 0, items: lowStockItems },
    daily: days,
  }
}
