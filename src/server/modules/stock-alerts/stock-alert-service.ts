import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { products, stockAlerts } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { StockAlertState } from '#shared/schemas/stock-alerts.ts'

// A shopper's "Notify me" requests. The notification itself is written by the database trigger
// notify_back_in_stock (drizzle/0005) when any change brings the product back.

export const IN_STOCK_MESSAGE = 'This product is in stock: add it to your cart.'

/** Idempotent. Refused (409) while the product can be bought: there is nothing to wait for. */
export async function subscribeStockAlert(
  db: Db,
  userId: string,
  productId: string,
): Promise<StockAlertState> {
  const [product] = await db
    .select({ stock: products.stockQuantity, isAvailable: products.isAvailable })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) throw AppError.notFound('Product not found')
  if (product.isAvailable && product.stock > 0) throw AppError.conflict(IN_STOCK_MESSAGE)
  await db.insert(stockAlerts).values({ userId, productId }).onConflictDoNothing()
  return { productId, subscribed: true }
}

/** Idempotent: cancelling twice answers the same. */
export async function unsubscribeStockAlert(
  db: Db,
  userId: string,
  productId: string,
): Promise<StockAlertState> {
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)))
  return { productId, subscribed: false }
}

export async function listStockAlertIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt))
  return rows.map((r) => r.productId)
}
