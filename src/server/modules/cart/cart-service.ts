import { and, asc, eq, sql } from 'drizzle-orm'
import { priceCart } from '#shared/pricing.ts'
import type { Cart, CartItem } from '#shared/schemas/cart.ts'
import type { Db, Tx } from '../../db/database.ts'
import { cartItems, products } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { publish } from '../realtime/publish.ts'
import { getStoreSettings } from '../settings/settings-service.ts'

/** The message of a refused quantity, naming the product and what is left (decisions.md 5). */
export function onlyLeftMessage(name: string, stock: number): string {
  return `Only ${stock} left of ${name}`
}

export const OUT_OF_STOCK_MESSAGE = 'Out of Stock'

/** The user's cart with today's prices and the fee and total from the one pricing rule. */
export async function getCart(db: Db | Tx, userId: string): Promise<Cart> {
  // Sequential, not Promise.all: on PGlite a transaction handle runs one query at a time.
  const settings = await getStoreSettings(db)
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        name: products.name,
        price: products.price,
        originalPrice: products.originalPrice,
        unit: products.unit,
        imageUrl: products.imageUrl,
        stockQuantity: products.stockQuantity,
        isAvailable: products.isAvailable,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    // The order items were first added in, so rows do not jump around as quantities change.
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
  const items: CartItem[] = rows.map((r) => {
    const outOfStock = r.product.stockQuantity === 0
    return {
      ...r,
      lineTotal: r.product.price * r.quantity,
      outOfStock,
      unavailable: !r.product.isAvailable,
      overStock: !outOfStock && r.quantity > r.product.stockQuantity,
    }
  })
  // Flagged lines still count: the figures are what the shopper would pay once the lines are
  // fixed, and checkout refuses the cart until they are.
  const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0)
  return {
    items,
    ...priceCart(subtotal, settings),
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
    hasIssues: items.some((i) => i.outOfStock || i.unavailable || i.overStock),
    freeDeliveryThreshold: settings.freeDeliveryThreshold,
  }
}

export async function getCartCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
  return row?.total ?? 0
}

/**
 * Sets how many of a product are in the cart (decisions.md 8): 0 removes the line. A quantity
 * may rise only while the product is on sale and in stock, up to what is left. Lowering is
 * always allowed, so a shopper whose line went over stock can step it back down.
 */
export async function setCartQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  if (quantity === 0) return removeCartItem(db, userId, productId)
  const [[product], [current]] = await Promise.all([
    db
      .select({ name: products.name, stock: products.stockQuantity, isAvailable: products.isAvailable })
      .from(products)
      .where(eq(products.id, productId)),
    db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))),
  ])
  if (!product) throw AppError.notFound('Product not found')
  const lowering = current !== undefined && quantity <= current.quantity
  if (!lowering) {
    if (!product.isAvailable || product.stock === 0) throw AppError.conflict(OUT_OF_STOCK_MESSAGE)
    if (quantity > product.stock) throw AppError.conflict(onlyLeftMessage(product.name, product.stock))
  }
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: sql`now()` },
    })
  return cartChanged(db, userId)
}

export async function removeCartItem(db: Db, userId: string, productId: string): Promise<Cart> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
  return cartChanged(db, userId)
}

export async function clearCart(db: Db, userId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId))
  return cartChanged(db, userId)
}

/** Answers the new cart and tells the user's other tabs, whose badges follow it (issue 4). */
async function cartChanged(db: Db, userId: string): Promise<Cart> {
  const cart = await getCart(db, userId)
  await publish(db, {
    topic: `user:${userId}`,
    type: 'cart.updated',
    payload: { totalQuantity: cart.totalQuantity },
  })
  return cart
}
