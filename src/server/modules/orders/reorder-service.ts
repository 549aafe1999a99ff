import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { productByKey } from '#server/db/product-by-key.ts'
import { cartItems, orderItems, orders, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getCartCount, OUT_OF_STOCK_MESSAGE, onlyLeftMessage } from '#server/modules/cart/cart-service.ts'
import { publish } from '#server/modules/realtime/publish.ts'
import type { ReorderResult } from '#shared/schemas/orders.ts'
import { ORDER_NOT_FOUND } from './order-status-service.ts'

/**
 * Reorder on a delivered card (decisions.md 11): puts the order's lines back in the cart at
 * today's prices, each up to what is left in stock, and says which could not be added and why.
 */
export async function reorder(db: Db, userId: string, orderId: string): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND)
    if (order.status !== 'delivered') throw AppError.conflict('Only delivered orders can be reordered')

    // Each item's product by its key (db/product-by-key.ts, ADR 069).
    const p = productByKey(tx, orderItems.productId, {
      name: products.name,
      stock: products.stockQuantity,
      isAvailable: products.isAvailable,
    })
    const lines = await tx
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        name: p.name,
        stock: p.stock,
        isAvailable: p.isAvailable,
      })
      .from(orderItems)
      .leftJoinLateral(p, sql`true`)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.productName)
    const ids = lines.flatMap((l) => (l.productId ? [l.productId] : []))
    // Locked so a stepper in another tab cannot slip between reading and writing these rows.
    const inCart =
      ids.length === 0
        ? []
        : await tx
            .select({ productId: cartItems.productId, quantity: cartItems.quantity })
            .from(cartItems)
            .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids)))
            .for('update')
    const current = new Map(inCart.map((c) => [c.productId, c.quantity]))

    const result: ReorderResult = { added: [], notAdded: [], totalQuantity: 0 }
    const upserts: { userId: string; productId: string; quantity: number }[] = []
    for (const line of lines) {
      const productName = line.name ?? line.productName
      if (!line.productId || line.stock === null) {
        result.notAdded.push({
          productId: null,
          productName,
          reason: 'removed',
          message: `${productName} is no longer sold`,
        })
        continue
      }
      const productId = line.productId
      if (!line.isAvailable) {
        result.notAdded.push({
          productId,
          productName,
          reason: 'unavailable',
          message: `${productName} is not available right now`,
        })
        continue
      }
      if (line.stock === 0) {
        result.notAdded.push({
          productId,
          productName,
          reason: 'out_of_stock',
          message: `${productName} is ${OUT_OF_STOCK_MESSAGE}`,
        })
        continue
      }
      const had = current.get(productId) ?? 0
      const target = Math.min(had + line.quantity, line.stock)
      if (target > had) {
        upserts.push({ userId, productId, quantity: target })
        result.added.push({ productId, productName, quantity: target - had })
      }
      if (target - had < line.quantity) {
        result.notAdded.push({
          productId,
          productName,
          reason: 'limited_stock',
          message: onlyLeftMessage(productName, line.stock),
        })
      }
    }
    if (upserts.length > 0) {
      await tx
        .insert(cartItems)
        .values(upserts)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        })
    }
    result.totalQuantity = await getCartCount(tx, userId)
    await publish(tx, {
      topic: `user:${userId}`,
      type: 'cart.updated',
      payload: { totalQuantity: result.totalQuantity },
    })
    return result
  })
}
