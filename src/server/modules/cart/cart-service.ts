import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import {
  NO_SESSION,
  type Shopper,
  type ShopperKind,
  shopperId,
  shopperKind,
  shopperValue,
} from '#server/auth/shopper.ts'
import type { Db, Tx } from '#server/db/database.ts'
import { productByKey, productOfRow } from '#server/db/product-by-key.ts'
import { cartItems, products } from '#server/db/schema.ts'
import { shapedRows } from '#server/db/shaped-statement.ts'
import { AppError } from '#server/lib/app-error.ts'
import { notifyCallWithSqlPayload, publish } from '#server/modules/realtime/publish.ts'
import {
  getStoreSettings,
  settingsOrDefaults,
  storeSettingsJson,
} from '#server/modules/settings/settings-service.ts'
import { priceCart } from '#shared/pricing.ts'
import type { RealtimePayload } from '#shared/realtime.ts'
import type { Cart, CartItem } from '#shared/schemas/cart.ts'
import type { StoreSettings } from '#shared/schemas/store-settings.ts'

/** The message of a refused quantity, naming the product and what is left (decisions.md 5). */
/** A refusal's values for a Hindi reader (AppError.withText): the product's Hindi name, if any. */
export function hindiNamed(
  product: { hindiName: string | null } | undefined,
): Record<string, string> | undefined {
  return product?.hindiName ? { name: product.hindiName } : undefined
}

export function onlyLeftMessage(name: string, stock: number): string {
  return `Only ${stock} left of ${name}`
}

export const OUT_OF_STOCK_MESSAGE = 'Out of Stock'

function buildCartQuery(db: Db) {
  // Each line's product by its key (db/product-by-key.ts, ADR 069).
  const p = productByKey(db, cartItems.productId, {
    id: products.id,
    name: products.name,
    hindiName: products.hindiName,
    price: products.price,
    originalPrice: products.originalPrice,
    unit: products.unit,
    imageUrl: products.imageUrl,
    stockQuantity: products.stockQuantity,
    isAvailable: products.isAvailable,
  })
  return (
    db
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        product: {
          id: p.id,
          name: p.name,
          hindiName: p.hindiName,
          price: p.price,
          originalPrice: p.originalPrice,
          unit: p.unit,
          imageUrl: p.imageUrl,
          stockQuantity: p.stockQuantity,
          isAvailable: p.isAvailable,
        },
        // The store's settings ride along (one initplan, not one query more); an empty cart
        // reads them on their own below.
        settings: sql<StoreSettings | null>`${storeSettingsJson}`,
      })
      .from(cartItems)
      .crossJoinLateral(p)
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      // The order items were first added in, so rows do not jump around as quantities change.
      .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
      // Built once per database, not once per request: the cart is read after every change.
      .prepare('cart_of_user')
  )
}
const cartQueries = new WeakMap<Db, ReturnType<typeof buildCartQuery>>()

/** The user's cart with today's prices and the fee and total from the one pricing rule. */
export async function getCart(db: Db, userId: string): Promise<Cart> {
  let query = cartQueries.get(db)
  if (!query) {
    query = buildCartQuery(db)
    cartQueries.set(db, query)
  }
  const rows = await query.execute({ userId })
  const settings = rows.length === 0 ? await getStoreSettings(db) : settingsOrDefaults(rows[0]!.settings)
  return cartOf(rows, settings)
}

type CartRow = Pick<CartItem, 'productId' | 'quantity' | 'product'>

/** The cart's lines with their flags, and its figures from the one pricing rule. */
function cartOf(rows: CartRow[], settings: StoreSettings): Cart {
  const items: CartItem[] = rows.map(({ productId, quantity, product }) => {
    const outOfStock = product.stockQuantity === 0
    return {
      productId,
      quantity,
      product,
      lineTotal: product.price * quantity,
      outOfStock,
      unavailable: !product.isAvailable,
      overStock: !outOfStock && quantity > product.stockQuantity,
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
 * always allowed, so a shopper whose line went over stock can step it back down. For a session
 * token (auth/shopper.ts) the write looks the session up itself, and answers NO_SESSION when it
 * names no fresh one.
 */
export async function setCartQuantity(
  db: Db,
  who: { userId: string },
  productId: string,
  quantity: number,
): Promise<Cart>
export async function setCartQuantity(
  db: Db,
  who: Shopper,
  productId: string,
  quantity: number,
): Promise<Cart | typeof NO_SESSION>
export async function setCartQuantity(
  db: Db,
  who: Shopper,
  productId: string,
  quantity: number,
): Promise<Cart | typeof NO_SESSION> {
  // Removing a line is not the hot path: it runs for the user requireUser found.
  if (quantity === 0) return 'userId' in who ? removeCartItem(db, who.userId, productId) : NO_SESSION
  for (let attempt = 0; ; attempt++) {
    const { userId, cart } = await writeQuantity(db, who, productId, quantity)
    if (userId === null) return NO_SESSION
    if (cart) return cart
    const refusal = await refusalOf(db, productId, quantity)
    // Stock came back between the two statements: try once more, then call it what it was.
    if (refusal || attempt > 0) throw refusal ?? AppError.conflict(OUT_OF_STOCK_MESSAGE)
    who = { userId }
  }
}

/**
 * One statement finds the shopper (from the session, for a token), writes the row only when
 * the rule allows it, tells the user's other tabs the new badge figure and answers the whole
 * cart as it now is: the statement's own read cannot see its write, so the cart is the written
 * line plus the user's other lines. It always answers one row at least: the user (null without
 * a fresh session, and then nothing is written), and no line when the rule refused.
 */
async function writeQuantity(
  db: Db,
  who: Shopper,
  productId: string,
  quantity: number,
): Promise<{ userId: string | null; cart: Cart | null }> {
  const kind = shopperKind(who)
  const rows = await shapedRows<{
    userId: string | null
    productId: string | null
    quantity: number
    product: CartRow['product']
    settings: StoreSettings | null
  }>(db, `cart-write-${kind}`, () => writeQuantityStatement(kind), {
    shopper: shopperValue(who),
    productId,
    quantity,
  })
  const userId = rows[0]?.userId ?? null
  const lines = rows.filter((r): r is typeof r & { productId: string } => r.productId !== null)
  if (lines.length === 0) return { userId, cart: null }
  return { userId, cart: cartOf(lines, settingsOrDefaults(rows[0]!.settings)) }
}

/** writeQuantity's statement for one kind of shopper, built once (db/shaped-statement.ts). */
function writeQuantityStatement(kind: ShopperKind): SQL {
  const productId = sql.placeholder('productId')
  const quantity = sql.placeholder('quantity')
  return sql`
    WITH me AS (SELECT ${shopperId(kind)} AS user_id
    ), allowed AS (
      SELECT p.id, me.user_id FROM ${products} p, me
      WHERE me.user_id IS NOT NULL AND p.id = ${productId}
        AND ((p.is_available AND p.stock_quantity >= ${quantity})
          OR ${quantity} <= (SELECT c.quantity FROM ${cartItems} c
            WHERE c.user_id = me.user_id AND c.product_id = ${productId}))
    ), written AS (
      INSERT INTO ${cartItems} (user_id, product_id, quantity)
      SELECT user_id, id, ${quantity}::int FROM allowed
      ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = now()
      RETURNING user_id, product_id, quantity, created_at
    ), lines AS (
      SELECT product_id, quantity, created_at FROM written
      UNION ALL
      SELECT c.product_id, c.quantity, c.created_at FROM ${cartItems} c
      WHERE c.user_id = (SELECT user_id FROM written) AND c.product_id <> ${productId}
    )
    SELECT me.user_id AS "userId", cart.product_id AS "productId", cart.quantity, cart.product,
      ${storeSettingsJson} AS settings,
      (SELECT ${notifyCallWithSqlPayload(
        sql`('user:' || w.user_id)`,
        'cart.updated',
        sql<
          RealtimePayload<'cart.updated'>
        >`json_build_object('totalQuantity', (SELECT sum(l.quantity) FROM lines l))`,
      )} FROM written w) AS notified
    FROM me LEFT JOIN (
      SELECT lines.product_id, lines.quantity, lines.created_at,
        json_build_object('id', p.id, 'name', p.name, 'hindiName', p.hindi_name, 'price', p.price,
          'originalPrice', p.original_price, 'unit', p.unit, 'imageUrl', p.image_url,
          'stockQuantity', p.stock_quantity, 'isAvailable', p.is_available) AS product
      FROM lines ${productOfRow(sql`lines.product_id`)}
    ) cart ON true
    ORDER BY cart.created_at, cart.product_id`
}

/** Why raising a product to this quantity is refused (decisions.md 5); null if it no longer is. */
async function refusalOf(db: Db, productId: string, quantity: number): Promise<AppError | null> {
  const [product] = await db
    .select({
      name: products.name,
      hindiName: products.hindiName,
      stock: products.stockQuantity,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) return AppError.notFound('Product not found')
  if (!product.isAvailable || product.stock === 0) return AppError.conflict(OUT_OF_STOCK_MESSAGE)
  if (quantity > product.stock) {
    return AppError.conflict(onlyLeftMessage(product.name, product.stock)).withText(
      'refusals.onlyLeft',
      { name: product.name, stock: product.stock },
      hindiNamed(product),
    )
  }
  return null
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
