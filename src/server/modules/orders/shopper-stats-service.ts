import { and, desc, eq, isNotNull, max, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { orderItems, orders, products } from '#server/db/schema.ts'
import { productSummaryColumns } from '#server/modules/catalog/product-query.ts'
import { MEMBER_TIERS } from '#shared/constants.ts'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { BUY_AGAIN_LIMIT, type ProfileStats } from '#shared/schemas/orders.ts'

/**
 * Home 'Buy Again' (decisions.md 11): products from the user's orders that were not cancelled,
 * most recently ordered first, only those a shopper can add right now.
 */
export async function buyAgain(db: Db, userId: string): Promise<ProductSummary[]> {
  const recent = db
    .select({ productId: orderItems.productId, lastOrderedAt: max(orders.createdAt).as('last_ordered_at') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .as('recent')
  return db
    .select(productSummaryColumns)
    .from(recent)
    .innerJoin(products, eq(products.id, recent.productId))
    .where(and(eq(products.isAvailable, true), sql`${products.stockQuantity} > 0`))
    .orderBy(desc(recent.lastOrderedAt), products.id)
    .limit(BUY_AGAIN_LIMIT)
}

/** The member tier for a number of orders (spec section 4: New, then Bronze 5, Silver 20, Gold 50). */
export function memberStatusFor(orderCount: number): ProfileStats['memberStatus'] {
  return (MEMBER_TIERS.find((t) => orderCount >= t.minOrders) ?? MEMBER_TIERS[MEMBER_TIERS.length - 1]!).name
}

/**
 * Profile stats. Cancelled orders count for nothing: they were never delivered or paid. Savings
 * are against the MRP recorded on each line when it was ordered (spec section 9).
 */
export async function profileStats(db: Db, userId: string): Promise<ProfileStats> {
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(DISTINCT ${orders.id})::int`,
      saved: sql<number>`coalesce(sum(
        CASE WHEN ${orderItems.originalPrice} > ${orderItems.unitPrice}
        THEN (${orderItems.originalPrice} - ${orderItems.unitPrice}) * ${orderItems.quantity} ELSE 0 END
      ), 0)::bigint`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
  const totalOrders = row?.totalOrders ?? 0
  const saved = Number(row?.saved ?? 0)
  return {
    totalOrders,
    totalSaved: Math.round(saved / 100) * 100,
    memberStatus: memberStatusFor(totalOrders),
  }
}
