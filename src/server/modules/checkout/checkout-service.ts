import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows, type Tx } from '#server/db/database.ts'
import {
  type AddressSnapshot,
  addresses,
  cartItems,
  deliveryLocations,
  deliverySlots,
  type LocationSnapshot,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  userPreferences,
  users,
} from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { areaProblemError } from '#server/lib/area-problem-error.ts'
import { hindiNamed, OUT_OF_STOCK_MESSAGE, onlyLeftMessage } from '#server/modules/cart/cart-service.ts'
import { noticeWords } from '#server/modules/notifications/notice-text.ts'
import { notificationCreatedEvent } from '#server/modules/notifications/notification-service.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { orderPlacedNotice } from '#server/modules/orders/order-notices.ts'
import { findOrderDetail, toOrderDetail } from '#server/modules/orders/order-queries.ts'
import { PAYMENT_NOT_OFFERED_MESSAGE, paymentMethodFor } from '#server/modules/payments/payment-methods.ts'
import { notifyCalls } from '#server/modules/realtime/publish.ts'
import { settingsOrDefaults, storeSettingsJson } from '#server/modules/settings/settings-service.ts'
import { AREA_REQUIRED_MESSAGE, type AreaPincodes, addressAreaProblem } from '#shared/delivery-areas.ts'
import { type SlotWindow, slotEndsAt } from '#shared/delivery-promise.ts'
import { ErrorCode } from '#shared/errors.ts'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales.ts'
import { ORDER_PLACED_PREFERENCE, wantsNotification } from '#shared/notification-preferences.ts'
import { priceCart } from '#shared/pricing.ts'
import type { RealtimePayload } from '#shared/realtime.ts'
import type { NotificationPreferences } from '#shared/schemas/account.ts'
import type { OrderDetail, PlaceOrderBody } from '#shared/schemas/orders.ts'
import type { StoreSettings } from '#shared/schemas/store-settings.ts'
import { formatOrderSlotText, slotIsOpen } from './delivery-slot-service.ts'

export const SLOT_FULL_MESSAGE = 'Selected delivery slot is now full. Please choose another.'
export const NO_SLOT_MESSAGE = 'Please select a delivery time slot'
/** The client sent an area other than its address's (older clients chose both). */
export const addressAreaMessage = (area: string) =>
  `This address is in ${area}: the order is delivered to the address's area.`

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

  // The cart, taken out in one statement: deleting the rows locks them, so two different
  // checkouts of one user take turns and the second finds the cart the first emptied. A refused
  // order rolls the deletion back. The products come with today's prices; stock is checked again
  // under lock below.
  const lines = await takeCart(tx, userId)
  if (lines.length === 0) throw AppError.badRequest('Cart is empty')

  const { location, slot, address, settings, notificationPreferences, language } = await readDeliveryChoices(
    tx,
    input,
  )
  if (!address) throw AppError.badRequest('Please select a delivery address')
  // The area is the address's own (ADR 019), checked by the same rule as the address book.
  const areaProblem = addressAreaProblem(address.place, address.areas)
  if (areaProblem) throw areaProblemError(areaProblem)
  if (!location) throw new AppError(ErrorCode.AddressAreaNeeded, 400, AREA_REQUIRED_MESSAGE)
  if (input.locationId && input.locationId !== location.id) {
    throw new AppError(ErrorCode.AddressAreaNeeded, 400, addressAreaMessage(location.name)).withText(
      'refusals.addressInArea',
      { area: location.name },
    )
  }
  if (!slot) throw AppError.badRequest(NO_SLOT_MESSAGE)
  if (slot.isFull) throw AppError.conflict(SLOT_FULL_MESSAGE, ErrorCode.SlotFull)
  const payment = paymentMethodFor(input.paymentMethod)
  if (!payment.isOffered(settings)) throw AppError.badRequest(PAYMENT_NOT_OFFERED_MESSAGE)
  const catalogue = checkProducts(lines, lines)

  const priced = lines.map((line) => {
    const product = catalogue.get(line.productId)!
    return { line, product, total: product.price * line.quantity }
  })
  const totals = priceCart(
    priced.reduce((sum, i) => sum + i.total, 0),
    settings,
  )

  const [order] = await tx
    .insert(orders)
    .values({
      // A refused order leaves a gap in the numbers: decisions.md 9 asks for unique, not gapless.
      orderNumber: sql`'ORD-' || nextval('order_number_seq')`,
      userId,
      subtotal: totals.subtotal,
      deliveryFee: totals.deliveryFee,
      totalAmount: totals.total,
      deliveryAddress: address.snapshot,
      deliveryLocation: location,
      deliverySlotId: input.slotId,
      deliveryTimeSlot: formatOrderSlotText(slot),
      // The slot is the order's promise (decisions.md 18, ADR 020); it arrives by the slot's end.
      slotDate: slot.slotDate,
      slotStartTime: slot.startTime,
      slotEndTime: slot.endTime,
      estimatedDelivery: slotEndsAt(chosenSlot(slot)),
      paymentMethod: input.paymentMethod,
      paymentStatus: 'pending',
      paymentDueAt:
        payment.holdMinutes(settings) === null
          ? null
          : sql`now() + make_interval(mins => ${payment.holdMinutes(settings)}::int)`,
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
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
      })),
    )
    .returning()
  // The first history row and the customer's notice, and the events, in one statement. Both
  // rows take the transaction's now(), which is the order's createdAt too.
  const placed = {
    id: randomUUID(),
    status: 'pending' as const,
    notes: historyNote('history.orderPlaced'),
    createdAt: order!.createdAt,
  }
  const { text, ...placedNotice } = orderPlacedNotice(orderId, orderNumber, chosenSlot(slot))
  // In the shopper's language (the account's, else English), as every notification (ADR 032).
  const notice = { ...placedNotice, ...noticeWords(isLocale(language) ? language : DEFAULT_LOCALE, text) }
  // The shopper may have switched order updates off (Settings; notification-preferences.ts).
  const told = wantsNotification(notificationPreferences, ORDER_PLACED_PREFERENCE)
  const notification = {
    id: randomUUID(),
    ...notice,
    isRead: false,
    readAt: null,
    createdAt: order!.createdAt.toISOString(),
  }
  const payload: RealtimePayload<'order.created'> = {
    orderId,
    orderNumber,
    status: 'pending',
    totalAmount: totals.total,
  }
  await tx.execute(sql`
    WITH history AS (
      INSERT INTO ${orderStatusHistory} (id, order_id, status, notes, changed_by, created_at)
      VALUES (${placed.id}, ${orderId}, ${placed.status}, ${placed.notes}, ${userId}, now())
    )${
      told
        ? sql`, notice AS (
      INSERT INTO ${notifications} (id, user_id, type, title, message, link, created_at)
      VALUES (${notification.id}, ${userId}, ${notice.type}, ${notice.title}, ${notice.message}, ${notice.link}, now())
    )`
        : sql``
    }
    SELECT ${notifyCalls([
      { topic: `user:${userId}`, type: 'order.created', payload },
      { topic: `user:${userId}`, type: 'cart.updated', payload: { totalQuantity: 0 } },
      ...(told ? [notificationCreatedEvent(userId, notification)] : []),
      { topic: 'admin:orders', type: 'order.created', payload },
    ])}`)

  // The contended half: from here to commit, other checkouts of these products and this slot wait.
  await lockProducts(tx, lines)
  const sold = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE ${products} SET stock_quantity = stock_quantity - v.qty, updated_at = now()
    FROM (VALUES ${sold}) AS v(id, qty) WHERE ${products.id} = v.id`)
  await countSlotOrder(tx, input.slotId)
  return { order: toOrderDetail(order!, items, [placed]), created: true }
}

type CartLine = { productId: string; quantity: number }
type LineProduct = {
  id: string
  name: string
  /** Named in a Hindi reader's refusal ('केवल 2 बचे हैं: …') when set. */
  hindiName: string | null
  price: number
  originalPrice: number | null
  unit: string
  imageUrl: string | null
  stockQuantity: number
  isAvailable: boolean
  hsnCode: string | null
  gstRate: number
}

/** Deletes the user's cart rows and answers them with their products, in product id order. */
async function takeCart(tx: Tx, userId: string): Promise<(CartLine & LineProduct)[]> {
  const rows = await queryRows<CartLine & LineProduct>(
    tx,
    sql`
    WITH taken AS (
      DELETE FROM ${cartItems} WHERE ${cartItems.userId} = ${userId}
      RETURNING ${cartItems.productId} AS product_id, ${cartItems.quantity} AS quantity
    )
    SELECT taken.product_id AS "productId", taken.quantity, p.id, p.name, p.hindi_name AS "hindiName", p.price,
      p.original_price AS "originalPrice", p.unit, p.image_url AS "imageUrl",
      p.stock_quantity AS "stockQuantity", p.is_available AS "isAvailable",
      p.hsn_code AS "hsnCode", p.gst_rate AS "gstRate"
    FROM taken JOIN ${products} p ON p.id = taken.product_id
    ORDER BY taken.product_id`,
  )
  return rows
}

type SlotChoice = { slotDate: string; startTime: string; endTime: string; isFull: boolean }
const chosenSlot = (slot: SlotChoice): SlotWindow => ({
  date: slot.slotDate,
  startTime: slot.startTime,
  endTime: slot.endTime,
})

/**
 * The chosen address (the user's own only) with its area and the store's active areas, the slot
 * and the store's settings, in one query.
 */
async function readDeliveryChoices(tx: Tx, input: PlaceOrderInput) {
  const [row] = await queryRows<{
    location: LocationSnapshot | null
    slot: SlotChoice | null
    address: AddressSnapshot | null
    addressLocationId: string | null
    areas: AreaPincodes[] | null
    settings: StoreSettings | null
    notificationPreferences: Partial<NotificationPreferences> | null
    language: string | null
  }>(
    tx,
    sql`SELECT
      (SELECT json_build_object('id', l.id, 'name', l.name, 'area', l.area, 'city', l.city,
          'deliveryTime', l.delivery_time)
        FROM ${addresses} a JOIN ${deliveryLocations} l ON l.id = a.location_id
        WHERE a.id = ${input.addressId} AND a.user_id = ${input.userId} AND l.is_active) AS location,
      (SELECT a.location_id FROM ${addresses} a
        WHERE a.id = ${input.addressId} AND a.user_id = ${input.userId}) AS "addressLocationId",
      (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'pincodes', l.pincodes)
          ORDER BY l.delivery_time, l.name)
        FROM ${deliveryLocations} l WHERE l.is_active) AS areas,
      (SELECT json_build_object('slotDate', ${deliverySlots.slotDate}, 'startTime', ${deliverySlots.startTime},
          'endTime', ${deliverySlots.endTime},
          'isFull', ${deliverySlots.currentOrders} >= ${deliverySlots.maxOrders})
        FROM ${deliverySlots} WHERE ${deliverySlots.id} = ${input.slotId} AND ${slotIsOpen}) AS slot,
      (SELECT json_build_object('recipientName', a.recipient_name, 'phone', a.phone,
          'addressLine1', a.address_line1, 'addressLine2', a.address_line2, 'landmark', a.landmark,
          'city', a.city, 'state', a.state, 'pincode', a.pincode)
        FROM ${addresses} a WHERE a.id = ${input.addressId} AND a.user_id = ${input.userId}) AS address,
      ${storeSettingsJson} AS settings,
      (SELECT p.notification_preferences FROM ${userPreferences} p WHERE p.user_id = ${input.userId})
        AS "notificationPreferences",
      (SELECT u.language FROM ${users} u WHERE u.id = ${input.userId}) AS language`,
  )
  const address = row?.address ?? null
  return {
    location: row?.location ?? null,
    slot: row?.slot ?? null,
    address: address && {
      snapshot: address,
      place: { pincode: address.pincode, locationId: row?.addressLocationId ?? null },
      areas: row?.areas ?? [],
    },
    settings: settingsOrDefaults(row?.settings),
    notificationPreferences: row?.notificationPreferences ?? null,
    language: row?.language ?? null,
  }
}

/**
 * Refuses the order if any line's product is off sale or short of stock, with a message naming
 * it (decisions.md 5); answers the products by id.
 */
function checkProducts<
  P extends Pick<LineProduct, 'id' | 'name' | 'hindiName' | 'stockQuantity' | 'isAvailable'>,
>(lines: CartLine[], rows: P[]): Map<string, P> {
  const byId = new Map(rows.map((p) => [p.id, p]))
  for (const line of lines) {
    const p = byId.get(line.productId)
    // Deleting a product deletes its cart rows, so a missing one was deleted a moment ago.
    if (!p?.isAvailable) {
      const name = p?.name ?? 'An item'
      throw AppError.conflict(`${name} is no longer available`).withText(
        'refusals.noLongerAvailable',
        { name },
        hindiNamed(p),
      )
    }
    if (p.stockQuantity === 0) {
      throw AppError.conflict(`${p.name} is ${OUT_OF_STOCK_MESSAGE}`).withText(
        'refusals.itemOutOfStock',
        { name: p.name },
        hindiNamed(p),
      )
    }
    if (p.stockQuantity < line.quantity) {
      throw AppError.conflict(onlyLeftMessage(p.name, p.stockQuantity)).withText(
        'refusals.onlyLeft',
        { name: p.name, stock: p.stockQuantity },
        hindiNamed(p),
      )
    }
  }
  return byId
}

/** Locks the lines' products in id order until commit and checks them again as they are now. */
async function lockProducts(tx: Tx, lines: CartLine[]) {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      hindiName: products.hindiName,
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
    .for('no key update')
  checkProducts(lines, rows)
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
  throw still
    ? AppError.conflict(SLOT_FULL_MESSAGE, ErrorCode.SlotFull)
    : AppError.badRequest(NO_SLOT_MESSAGE)
}
