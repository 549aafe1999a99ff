import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { priceCart } from '#shared/pricing.ts'
import type { OrderDetail, PlaceOrderBody } from '#shared/schemas/orders.ts'
import type { Db, Tx } from '../../db/database.ts'
import {
  addresses,
  cartItems,
  deliveryLocations,
  deliverySlots,
  orderItems,
  orderStatusHistory,
  orders,
  products,
} from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { OUT_OF_STOCK_MESSAGE, onlyLeftMessage } from '../cart/cart-service.ts'
import { createNotification, notificationCreatedEvent } from '../notifications/notification-service.ts'
import { orderPlacedNotice } from '../orders/order-notices.ts'
import { findOrderDetail, toOrderDetail } from '../orders/order-queries.ts'
import { publishAll } from '../realtime/publish.ts'
import { getStoreSettings } from '../settings/settings-service.ts'
import { formatOrderSlotText, slotIsOpen } from './delivery-slot-service.ts'

export const SLOT_FULL_MESSAGE = 'Selected delivery slot is now full. Please choose another.'
export const NO_SLOT_MESSAGE = 'Please select a delivery time slot'

/** Namespace of checkout's advisory locks, so other features' advisory locks never collide. */
const IDEMPOTENCY_LOCK_CLASS = 4101

export type PlaceOrderInput = PlaceOrderBody & { userId: string; idempotencyKey: string }

/**
 * Places the user's cart as one order in one transaction (ARCHITECTURE.md, Correctness rules).
 * Answers the order and whether it is new: a retry with the same Idempotency-Key gets the first
 * order back instead of a second one.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
): Promise<{ order: OrderDetail; created: boolean }> {
  return db.transaction((tx) => placeOrderInTx(tx, input))
}

/**
 * The transaction has two halves. The first checks and writes everything that no other shopper
 * competes for (the cart, the order and its items, history and notification), reading stock and
 * slot only to refuse early with the right message. The second takes the contended locks — the
 * products by id, then the slot — re-checks stock and capacity under them and counts the sale,
 * just before commit. Every checkout and cancel locks products before the slot, so none waits on
 * another in a cycle, and each holds the locks that every other checkout queues for as briefly
 * as possible. The row locks are FOR NO KEY UPDATE: the order's foreign keys take KEY SHARE locks
 * on the same slot and product rows, which FOR UPDATE would conflict with.
 */
async function placeOrderInTx(
  tx: Tx,
  input: PlaceOrderInput,
): Promise<{ order: OrderDetail; created: boolean }> {
  const { userId } = input
  // Two requests with one key may both find no order below and both insert; PostgreSQL's
  // unique index would then fail the second. This lock queues them instead, and the second
  // sees the first's order once it commits (it is released at commit, after the order is visible).
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}, hashtext(${`${userId}\n${input.idempotencyKey}`}))`,
  )
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)))
  if (existing) {
    const order = await findOrderDetail(tx, existing.id, userId)
    return { order: order!, created: false }
  }

  // Locking the cart rows makes two different checkouts of one user take turns: the second finds
  // the cart the first emptied, not a copy of it.
  const lines = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId))
    .for('update')
  if (lines.length === 0) throw AppError.badRequest('Cart is empty')

  const [location] = await tx
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      area: deliveryLocations.area,
      city: deliveryLocations.city,
      deliveryTime: deliveryLocations.deliveryTime,
    })
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.id, input.locationId), eq(deliveryLocations.isActive, true)))
  if (!location) throw AppError.badRequest('Please select a delivery location')

  const [slot] = await tx
    .select({
      slotDate: deliverySlots.slotDate,
      startTime: deliverySlots.startTime,
      endTime: deliverySlots.endTime,
      isFull: sql<boolean>`${deliverySlots.currentOrders} >= ${deliverySlots.maxOrders}`,
    })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.id, input.slotId), slotIsOpen))
  if (!slot) throw AppError.badRequest(NO_SLOT_MESSAGE)
  if (slot.isFull) throw AppError.conflict(SLOT_FULL_MESSAGE)

  const [address] = await tx
    .select({
      recipientName: addresses.recipientName,
      phone: addresses.phone,
      addressLine1: addresses.addressLine1,
      addressLine2: addresses.addressLine2,
      landmark: addresses.landmark,
      city: addresses.city,
      state: addresses.state,
      pincode: addresses.pincode,
    })
    .from(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
  if (!address) throw AppError.badRequest('Please select a delivery address')

  // Prices as the database has them now; stock is checked again under lock below.
  const catalogue = await readProducts(tx, lines, false)
  const priced = lines.map((line) => {
    const product = catalogue.get(line.productId)!
    return { line, product, total: product.price * line.quantity }
  })
  const totals = priceCart(
    priced.reduce((sum, i) => sum + i.total, 0),
    await getStoreSettings(tx),
  )

  await tx.delete(cartItems).where(eq(cartItems.userId, userId))
  const [order] = await tx
    .insert(orders)
    .values({
      // A refused order leaves a gap in the numbers: decisions.md 9 asks for unique, not gapless.
      orderNumber: sql`'ORD-' || nextval('order_number_seq')`,
      userId,
      subtotal: totals.subtotal,
      deliveryFee: totals.deliveryFee,
      totalAmount: totals.total,
      deliveryAddress: address,
      deliveryLocation: location,
      deliverySlotId: input.slotId,
      deliveryTimeSlot: formatOrderSlotText(slot),
      paymentMethod: input.paymentMethod,
      paymentStatus: 'pending',
      // The spec's promise: delivery by the next day (section 9).
      estimatedDelivery: sql`now() + interval '1 day'`,
      status: 'pending',
      notes: input.notes ? input.notes : null,
      idempotencyKey: input.idempotencyKey,
    })
    .returning()
  const { id: orderId, orderNumber } = order!
  const items = await tx
    .insert(orderItems)
    .values(
      priced.map(({ line, product, total }) => ({
        orderId,
        productId: line.productId,
        productName: product.name,
        productImage: product.imageUrl,
        unit: product.unit,
        quantity: line.quantity,
        unitPrice: product.price,
        originalPrice: product.originalPrice,
        totalPrice: total,
      })),
    )
    .returning()
  const history = await tx
    .insert(orderStatusHistory)
    .values({ orderId, status: 'pending', notes: 'Order placed', changedBy: userId })
    .returning()
  const notice = await createNotification(
    tx,
    { userId, ...orderPlacedNotice(orderId, orderNumber) },
    { publish: false },
  )
  const payload = { orderId, orderNumber, status: 'pending', totalAmount: totals.total }
  await publishAll(tx, [
    { topic: `user:${userId}`, type: 'order.created', payload },
    { topic: `user:${userId}`, type: 'cart.updated', payload: { totalQuantity: 0 } },
    notificationCreatedEvent(userId, notice),
    { topic: 'admin:orders', type: 'order.created', payload },
  ])

  // The contended half: from here to commit, other checkouts of these products and this slot wait.
  await readProducts(tx, lines, true)
  const sold = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE ${products} SET stock_quantity = stock_quantity - v.qty, updated_at = now()
    FROM (VALUES ${sold}) AS v(id, qty) WHERE ${products.id} = v.id`)
  await countSlotOrder(tx, input.slotId)
  return { order: toOrderDetail(order!, items, history), created: true }
}

/**
 * The cart's products, refusing the order if any is off sale or short of stock, with a message
 * naming it (decisions.md 5). With `lock`, the rows are locked in id order until commit.
 */
async function readProducts(tx: Tx, lines: { productId: string; quantity: number }[], lock: boolean) {
  const query = tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      originalPrice: products.originalPrice,
      unit: products.unit,
      imageUrl: products.imageUrl,
      stockQuantity: products.stockQuantity,
      isAvailable: products.isAvailable,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    )
    .orderBy(asc(products.id))
  const rows = lock ? await query.for('no key update') : await query
  const byId = new Map(rows.map((p) => [p.id, p]))
  for (const line of lines) {
    const p = byId.get(line.productId)
    // Deleting a product deletes its cart rows, so a missing one was deleted a moment ago.
    if (!p?.isAvailable) throw AppError.conflict(`${p?.name ?? 'An item'} is no longer available`)
    if (p.stockQuantity === 0) throw AppError.conflict(`${p.name} is ${OUT_OF_STOCK_MESSAGE}`)
    if (p.stockQuantity < line.quantity) throw AppError.conflict(onlyLeftMessage(p.name, p.stockQuantity))
  }
  return byId
}

/**
 * Counts the order in its slot, last before commit. A checkout that waited for another's lock
 * re-reads the slot as that one left it, so current_orders never passes max_orders.
 */
async function countSlotOrder(tx: Tx, slotId: string) {
  const counted = await tx
    .update(deliverySlots)
    .set({ currentOrders: sql`${deliverySlots.currentOrders} + 1` })
    .where(
      and(
        eq(deliverySlots.id, slotId),
        slotIsOpen,
        sql`${deliverySlots.currentOrders} < ${deliverySlots.maxOrders}`,
      ),
    )
    .returning({ id: deliverySlots.id })
  if (counted.length > 0) return
  const [still] = await tx
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.id, slotId), slotIsOpen))
  throw still ? AppError.conflict(SLOT_FULL_MESSAGE) : AppError.badRequest(NO_SLOT_MESSAGE)
}
