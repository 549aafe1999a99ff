import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import {
  NO_SESSION,
  type Shopper,
  type ShopperKind,
  shopperId,
  shopperKind,
  shopperValue,
} from '#server/auth/shopper.ts'
import { type Db, queryRows } from '#server/db/database.ts'
import { productOfRow } from '#server/db/product-by-key.ts'
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
import { shapedRows } from '#server/db/shaped-statement.ts'
import { AppError } from '#server/lib/app-error.ts'
import { areaProblemError } from '#server/lib/area-problem-error.ts'
import { timeOrderedId } from '#server/lib/time-ordered-id.ts'
import { hindiNamed, OUT_OF_STOCK_MESSAGE, onlyLeftMessage } from '#server/modules/cart/cart-service.ts'
import { noticeWords } from '#server/modules/notifications/notice-text.ts'
import { notificationCreatedEvent } from '#server/modules/notifications/notification-service.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { orderPlacedNotice } from '#server/modules/orders/order-notices.ts'
import { findOrderDetail, toOrderDetail } from '#server/modules/orders/order-queries.ts'
import { PAYMENT_NOT_OFFERED_MESSAGE, paymentMethodFor } from '#server/modules/payments/payment-methods.ts'
import { notifyPlaceholders, notifyValues } from '#server/modules/realtime/publish.ts'
import { settingsOrDefaults, storeSettingsJson } from '#server/modules/settings/settings-service.ts'
import { AREA_REQUIRED_MESSAGE, type AreaPincodes, addressAreaProblem } from '#shared/delivery-areas.ts'
import { type SlotWindow, slotEndsAt } from '#shared/delivery-promise.ts'
import { ErrorCode } from '#shared/errors.ts'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales.ts'
import { ORDER_PLACED_PREFERENCE, wantsNotification } from '#shared/notification-preferences.ts'
import { priceCart } from '#shared/pricing.ts'
import type { RealtimeEvent, RealtimePayload } from '#shared/realtime.ts'
import type { NotificationPreferences } from '#shared/schemas/account.ts'
import type { OrderDetail, PlaceOrderBody } from '#shared/schemas/orders.ts'
import type { StoreSettings } from '#shared/schemas/store-settings.ts'
import { formatOrderSlotText, slotIsOpen } from './delivery-slot-service.ts'

export const SLOT_FULL_MESSAGE = 'Selected delivery slot is now full. Please choose another.'
export const NO_SLOT_MESSAGE = 'Please select a delivery time slot'
/** The client sent an area other than its address's (older clients chose both). */
export const addressAreaMessage = (area: string) =>
  `This address is in ${area}: the order is delivered to the address's area.`

export const CART_CHANGED_MESSAGE =
  'Your cart changed while the order was being placed. Please check it and try again.'

/** The unique index that makes an Idempotency-Key place one order per user. */
const IDEMPOTENCY_INDEX = 'orders_user_idempotency_uq'

export type PlaceOrderInput = PlaceOrderBody & Shopper & { idempotencyKey: string }
type Placed = { order: OrderDetail; created: boolean }

/** The write found the cart other than the read left it (placeOrder reads it again). */
const CART_CHANGED = Symbol('cart changed')
/** Reads of a cart that keeps changing under the checkout before it gives up (409). */
const CART_ATTEMPTS = 3

/**
 * Places the user's cart as one order in one transaction (ARCHITECTURE.md, Correctness rules).
 * Answers the order and whether it is new: a retry with the same Idempotency-Key gets the first
 * order back instead of a second one. For a session token (auth/shopper.ts) the read looks the
 * session up itself, and NO_SESSION is answered, with nothing done, when it names no fresh one.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput & { userId: string }): Promise<Placed>
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<Placed | typeof NO_SESSION>
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<Placed | typeof NO_SESSION> {
  const who: { userId: string | null } = { userId: 'userId' in input ? input.userId : null }
  for (let attempt = 1; ; attempt++) {
    let placed: Placed | typeof NO_SESSION | typeof CART_CHANGED
    try {
      placed = await placeOrderOnce(db, input, who)
    } catch (err) {
      // Two requests with one key both took a cart (the second after the cart was filled again
      // while the first was placing it): the second's order met the first's in the unique index,
      // which waited for the first to commit. The second's statement failed whole, writing
      // nothing, and it answers the first's order.
      if (who.userId && isConstraintViolation(err, IDEMPOTENCY_INDEX)) {
        const order = await orderByKey(db, who.userId, input.idempotencyKey)
        if (order) return { order, created: false }
      }
      throw err
    }
    if (placed !== CART_CHANGED) return placed
    // The cart the read saw is not the cart the write found. Another request with this key may
    // have taken it out meanwhile (the write waited for its cart rows, and its order is now
    // committed): its order is the answer. Else the cart changed (another tab, another
    // checkout): read it again.
    const order = await orderByKey(db, who.userId!, input.idempotencyKey)
    if (order) return { order, created: false }
    if (attempt >= CART_ATTEMPTS) throw AppError.conflict(CART_CHANGED_MESSAGE)
  }
}

/** The order a user placed with this Idempotency-Key, if any. */
async function orderByKey(db: Db, userId: string, idempotencyKey: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT o.id FROM ${orders} o WHERE o.user_id = ${userId} AND o.idempotency_key = ${idempotencyKey}`,
  )
  return row ? findOrderDetail(db, row.id, userId) : null
}

/** Whether `err` (or the driver's error Drizzle wrapped in it) is a unique violation of this index. */
function isConstraintViolation(err: unknown, constraint: string): boolean {
  type PgError = { code?: unknown; constraint?: unknown; cause?: unknown }
  const e = err as PgError | undefined
  return [e, e?.cause as PgError | undefined].some((x) => x?.code === '23505' && x.constraint === constraint)
}

/**
 * An order is two statements and no explicit transaction (ADR 064). One read finds the shopper
 * (from the session, for a token), an order already placed with the key or else the cart with
 * its products, reads the delivery choices and the store's settings and draws the order number;
 * it locks nothing. One write, a transaction of its own, then locks the user's cart rows and
 * finds them as the read did (else CART_CHANGED, and nothing is written), locks the products by
 * id, checks them again as they are now, counts the slot only if it still has room, and only
 * if the slot was counted takes the stock and the cart out and writes the order, its items,
 * history, notice and events. The hot rows (the slot, the products) stay locked for the rest of
 * that statement and its commit only, never across a round trip to this process. Every
 * checkout and cancel locks products before the slot, so none waits on another in a cycle. The
 * row locks are FOR NO KEY UPDATE: the order's foreign keys take KEY SHARE locks on the same
 * slot and product rows, which FOR UPDATE would conflict with.
 */
async function placeOrderOnce(
  db: Db,
  input: PlaceOrderInput,
  who: { userId: string | null },
): Promise<Placed | typeof NO_SESSION | typeof CART_CHANGED> {
  const read = await readCheckout(db, input)
  // Without a fresh session the read did nothing: the route asks better-auth.
  if (read.userId === null) return NO_SESSION
  const { userId } = read
  who.userId = userId
  if (read.existingOrderId) {
    const order = await findOrderDetail(db, read.existingOrderId, userId)
    return { order: order!, created: false }
  }
  const { lines, location, slot, address, settings, notificationPreferences, language } = read
  // The read saw the key's order and the cart in one snapshot: an order placed with this key
  // meanwhile had either committed (found above) or not yet taken the cart out (seen here).
  if (lines.length === 0) throw AppError.badRequest('Cart is empty')
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
  // Every row takes the read's now(): the order's createdAt.
  const createdAt = read.now
  const holdMinutes = payment.holdMinutes(settings)
  const order: OrderRow = {
    id: randomUUID(),
    // Drawn by the read when the cart was not empty: a refused order leaves a gap in the
    // numbers (decisions.md 9 asks for unique, not gapless).
    orderNumber: read.orderNumber!,
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
    paymentReference: null,
    paymentReportedAt: null,
    paymentDueAt: holdMinutes === null ? null : new Date(createdAt.getTime() + holdMinutes * 60_000),
    status: 'pending',
    notes: input.notes ? input.notes : null,
    deliveryPersonName: null,
    deliveryPersonPhone: null,
    deliveryPartner: null,
    idempotencyKey: input.idempotencyKey,
    cancelledAt: null,
    deliveredAt: null,
    createdAt,
    updatedAt: createdAt,
  }
  const items: ItemRow[] = priced.map(({ line, product, total }) => ({
    id: randomUUID(),
    orderId: order.id,
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
  }))
  const placed = {
    id: randomUUID(),
    status: 'pending' as const,
    notes: historyNote('history.orderPlaced'),
    createdAt,
  }
  const { text, ...placedNotice } = orderPlacedNotice(order.id, order.orderNumber, chosenSlot(slot))
  // In the shopper's language (the account's, else English), as every notification (ADR 032).
  const notice = { ...placedNotice, ...noticeWords(isLocale(language) ? language : DEFAULT_LOCALE, text) }
  // The shopper may have switched order updates off (Settings; notification-preferences.ts).
  const told = wantsNotification(notificationPreferences, ORDER_PLACED_PREFERENCE)
  const notification = {
    id: timeOrderedId(),
    ...notice,
    isRead: false,
    readAt: null,
    createdAt: createdAt.toISOString(),
  }
  const payload: RealtimePayload<'order.created'> = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: 'pending',
    totalAmount: totals.total,
  }
  const events = [
    { topic: `user:${userId}` as const, type: 'order.created' as const, payload },
    { topic: `user:${userId}` as const, type: 'cart.updated' as const, payload: { totalQuantity: 0 } },
    ...(told ? [notificationCreatedEvent(userId, notification)] : []),
    { topic: 'admin:orders' as const, type: 'order.created' as const, payload },
  ]
  const refusal = await writeOrder(db, {
    order,
    items,
    placed,
    notice: told ? { notification, notice } : null,
    events,
    now: read.nowText,
    holdMinutes,
    lines,
  })
  if (refusal === CART_CHANGED) return CART_CHANGED
  if (refusal) throw refusal
  return { order: toOrderDetail(order, items, [placed]), created: true }
}

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

/**
 * The write, one statement and so one transaction: the user's cart rows locked and compared
 * with the lines the read found (CART_CHANGED when they differ: a row taken out, changed or
 * added since); the lines' products locked in id order and checked again as they are now; the
 * slot counted only if the cart and products allow the order and the slot still has room (a
 * checkout that waited for another's lock re-reads the slot as that one left it, so
 * current_orders never passes max_orders). Only when the slot was counted does it take the
 * stock and the cart rows out and write the order, items, first history row, the customer's
 * notice and every pg_notify; otherwise it writes nothing. Answers the refusal when a product
 * or the slot no longer allows the order, else null. An order whose key met another's in the
 * unique index fails the whole statement (placeOrder answers that order).
 */
async function writeOrder(
  db: Db,
  w: {
    order: OrderRow
    items: ItemRow[]
    placed: { id: string; status: 'pending'; notes: string }
    notice: {
      notification: { id: string }
      notice: { type: string; title: string; message: string; link: string }
    } | null
    events: RealtimeEvent[]
    /** The read's now() as PostgreSQL wrote it: every row's created_at, to the microsecond. */
    now: string
    holdMinutes: number | null
    lines: CartLine[]
  },
): Promise<AppError | null | typeof CART_CHANGED> {
  const { order, items, placed } = w
  const n = w.notice
  // One text per shape: how many lines, whether the shopper is told and the order is held, how
  // many events; every value is a placeholder.
  const shape: WriteShape = {
    lines: w.lines.length,
    notice: n !== null,
    hold: w.holdMinutes !== null,
    events: w.events.length,
  }
  const values: Record<string, unknown> = {
    ...Object.fromEntries(
      w.lines.flatMap((l, i) => [
        [`sold${i}`, l.productId],
        [`qty${i}`, l.quantity],
      ]),
    ),
    ...Object.fromEntries(
      items.flatMap((item, i) => ITEM_FIELDS.map((field) => [`item${i}_${field}`, item[field]])),
    ),
    userId: order.userId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    deliveryAddress: JSON.stringify(order.deliveryAddress),
    deliveryLocation: JSON.stringify(order.deliveryLocation),
    slotId: order.deliverySlotId,
    deliveryTimeSlot: order.deliveryTimeSlot,
    slotDate: order.slotDate,
    slotStartTime: order.slotStartTime,
    slotEndTime: order.slotEndTime,
    estimatedDelivery: order.estimatedDelivery!.toISOString(),
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    idempotencyKey: order.idempotencyKey,
    now: w.now,
    holdMinutes: w.holdMinutes,
    historyId: placed.id,
    historyStatus: placed.status,
    historyNotes: placed.notes,
    ...(n && {
      noticeId: n.notification.id,
      noticeType: n.notice.type,
      noticeTitle: n.notice.title,
      noticeMessage: n.notice.message,
      noticeLink: n.notice.link,
    }),
    ...notifyValues(w.events, 'event'),
  }
  const [row] = await shapedRows<{
    locked: LockedProduct[]
    cartSame: boolean
    counted: boolean
    slotOpen: boolean
  }>(
    db,
    `order-write-${shape.lines}-${shape.notice}-${shape.hold}-${shape.events}`,
    () => writeOrderStatement(shape),
    values,
  )
  if (row?.counted) return null
  if (!row?.cartSame) return CART_CHANGED
  // Refused: a product no longer allows the order (named), else the slot filled up or closed.
  try {
    checkProducts(w.lines, row.locked ?? [])
  } catch (err) {
    return err as AppError
  }
  return row.slotOpen
    ? AppError.conflict(SLOT_FULL_MESSAGE, ErrorCode.SlotFull)
    : AppError.badRequest(NO_SLOT_MESSAGE)
}

/** What the text of writeOrder's statement depends on. */
type WriteShape = { lines: number; notice: boolean; hold: boolean; events: number }

/** An item's values, in the order of the items' VALUES rows and their casts. */
const ITEM_FIELDS = [
  'id',
  'orderId',
  'productId',
  'productName',
  'productImage',
  'unit',
  'quantity',
  'unitPrice',
  'originalPrice',
  'totalPrice',
  'hsnCode',
  'gstRate',
] as const satisfies readonly (keyof ItemRow)[]
const ITEM_CASTS = [
  'uuid',
  'uuid',
  'uuid',
  'text',
  'text',
  'text',
  'int',
  'bigint',
  'int',
  'bigint',
  'text',
  'int',
]

/** writeOrder's statement for one shape, built once (db/shaped-statement.ts). */
function writeOrderStatement(shape: WriteShape): SQL {
  const p = sql.placeholder
  const sold = sql.join(
    Array.from({ length: shape.lines }, (_, i) => sql`(${p(`sold${i}`)}::uuid, ${p(`qty${i}`)}::int)`),
    sql`, `,
  )
  const itemRows = sql.join(
    Array.from(
      { length: shape.lines },
      (_, i) =>
        sql`(${sql.join(
          ITEM_FIELDS.map((field, f) => sql`${p(`item${i}_${field}`)}::${sql.raw(ITEM_CASTS[f]!)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )
  const now = sql`${p('now')}::timestamptz`
  const counted = sql`EXISTS (SELECT 1 FROM slot)`
  return sql`
    WITH sold(id, qty) AS (VALUES ${sold}
    ), cart AS MATERIALIZED (
      SELECT c.product_id, c.quantity FROM ${cartItems} c WHERE c.user_id = ${p('userId')} FOR UPDATE
    ), cart_same AS MATERIALIZED (
      SELECT (SELECT count(*) FROM cart) = ${shape.lines}::int
        AND (SELECT count(*) FROM sold s JOIN cart c ON c.product_id = s.id AND c.quantity = s.qty)
          = ${shape.lines}::int AS same
    ), locked AS MATERIALIZED (
      SELECT p.id, p.name, p.hindi_name AS "hindiName", p.stock_quantity AS "stockQuantity",
        p.is_available AS "isAvailable"
      FROM ${products} p WHERE p.id IN (SELECT s.id FROM sold s) AND (SELECT same FROM cart_same)
      ORDER BY p.id FOR NO KEY UPDATE OF p
    ), allowed AS MATERIALIZED (
      SELECT count(*) = ${shape.lines}::int AND coalesce(bool_and(l."isAvailable" AND l."stockQuantity" >= s.qty), false) AS ok
      FROM sold s JOIN locked l ON l.id = s.id
    ), slot AS (
      UPDATE ${deliverySlots} SET current_orders = ${deliverySlots.currentOrders} + 1
      WHERE ${deliverySlots.id} = ${p('slotId')} AND ${slotIsOpen}
        AND ${deliverySlots.currentOrders} < ${deliverySlots.maxOrders} AND (SELECT ok FROM allowed)
      RETURNING ${deliverySlots.id}
    ), stock AS (
      UPDATE ${products} p SET stock_quantity = p.stock_quantity - s.qty, updated_at = now()
      FROM sold s WHERE p.id = s.id AND ${counted}
    ), taken AS (
      DELETE FROM ${cartItems} c USING sold s
      WHERE c.user_id = ${p('userId')} AND c.product_id = s.id AND ${counted}
    ), placed_order AS (
      INSERT INTO ${orders} (id, order_number, user_id, subtotal, delivery_fee, total_amount, delivery_address,
        delivery_location, delivery_slot_id, delivery_time_slot, slot_date, slot_start_time, slot_end_time,
        estimated_delivery, payment_method, payment_status, payment_due_at, status, notes, idempotency_key,
        created_at, updated_at)
      SELECT ${p('orderId')}::uuid, ${p('orderNumber')}::text, ${p('userId')}::text, ${p('subtotal')}::bigint,
        ${p('deliveryFee')}::bigint, ${p('totalAmount')}::bigint, ${p('deliveryAddress')}::jsonb,
        ${p('deliveryLocation')}::jsonb, ${p('slotId')}::uuid, ${p('deliveryTimeSlot')}::text,
        ${p('slotDate')}::date, ${p('slotStartTime')}::time, ${p('slotEndTime')}::time,
        ${p('estimatedDelivery')}::timestamptz, ${p('paymentMethod')}::payment_method,
        'pending'::payment_status,
        ${shape.hold ? sql`${now} + make_interval(mins => ${p('holdMinutes')}::int)` : sql`NULL::timestamptz`},
        'pending'::order_status, ${p('notes')}::text, ${p('idempotencyKey')}::text, ${now}, ${now}
      WHERE ${counted}
    ), items AS (
      INSERT INTO ${orderItems} (id, order_id, product_id, product_name, product_image, unit, quantity,
        unit_price, original_price, total_price, hsn_code, gst_rate)
      SELECT * FROM (VALUES ${itemRows}) v WHERE ${counted}
    ), history AS (
      INSERT INTO ${orderStatusHistory} (id, order_id, status, notes, changed_by, created_at)
      SELECT ${p('historyId')}::uuid, ${p('orderId')}::uuid, ${p('historyStatus')}::order_status, ${p('historyNotes')}::text,
        ${p('userId')}::text, ${now}
      WHERE ${counted}
    )${
      shape.notice
        ? sql`, notice AS (
      INSERT INTO ${notifications} (id, user_id, type, title, message, link, created_at)
      SELECT ${p('noticeId')}::uuid, ${p('userId')}::text, ${p('noticeType')}::notification_type,
        ${p('noticeTitle')}::text, ${p('noticeMessage')}::text, ${p('noticeLink')}::text, ${now}
      WHERE ${counted}
    )`
        : sql``
    }
    , notified AS (SELECT ${notifyPlaceholders(shape.events, 'event')} WHERE ${counted})
    SELECT (SELECT json_agg(locked) FROM locked) AS locked,
      (SELECT same FROM cart_same) AS "cartSame",
      ${counted} AS counted,
      (SELECT count(*) FROM notified) AS notified,
      CASE WHEN ${counted} THEN true
        ELSE EXISTS (SELECT 1 FROM ${deliverySlots} WHERE ${deliverySlots.id} = ${p('slotId')} AND ${slotIsOpen})
      END AS "slotOpen"`
}

type LockedProduct = Pick<LineProduct, 'id' | 'name' | 'hindiName' | 'stockQuantity' | 'isAvailable'>

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

type SlotChoice = { slotDate: string; startTime: string; endTime: string; isFull: boolean }
const chosenSlot = (slot: SlotChoice): SlotWindow => ({
  date: slot.slotDate,
  startTime: slot.startTime,
  endTime: slot.endTime,
})

/**
 * The read, one statement that locks nothing: the order already placed with this key, if any;
 * else the user's cart with its products and today's prices, in product id order (the write
 * takes it out only as it was read here); the chosen address (the user's own only) with its
 * area and the store's active areas; the slot; the store's settings; the shopper's notice
 * preference and language; its now(); and, when the cart was not empty, the order number.
 */
async function readCheckout(db: Db, input: PlaceOrderInput) {
  const kind = shopperKind(input)
  const [row] = await shapedRows<{
    userId: string | null
    existing: string | null
    lines: (CartLine & LineProduct)[] | null
    orderNumber: string | null
    now: Date | string
    nowText: string
    location: LocationSnapshot | null
    slot: SlotChoice | null
    address: AddressSnapshot | null
    addressLocationId: string | null
    areas: AreaPincodes[] | null
    settings: StoreSettings | null
    notificationPreferences: Partial<NotificationPreferences> | null
    language: string | null
  }>(db, `checkout-read-${kind}`, () => readCheckoutStatement(kind), {
    shopper: shopperValue(input),
    idempotencyKey: input.idempotencyKey,
    addressId: input.addressId,
    slotId: input.slotId,
  })
  const address = row?.address ?? null
  return {
    userId: row?.userId ?? null,
    existingOrderId: row?.existing ?? null,
    lines: row?.lines ?? [],
    orderNumber: row?.orderNumber ?? null,
    now: new Date(row!.now),
    nowText: row!.nowText,
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

/** readCheckout's statement for one kind of shopper, built once (db/shaped-statement.ts). */
function readCheckoutStatement(kind: ShopperKind): SQL {
  const p = sql.placeholder
  return sql`
    WITH me AS (SELECT ${shopperId(kind)} AS user_id
    ), existing AS (
      SELECT o.id FROM ${orders} o, me WHERE o.user_id = me.user_id AND o.idempotency_key = ${p('idempotencyKey')}
    ), taken AS (
      SELECT c.product_id, c.quantity FROM ${cartItems} c
      WHERE c.user_id = (SELECT user_id FROM me) AND NOT EXISTS (SELECT 1 FROM existing)
    ), lines AS MATERIALIZED (
      SELECT taken.product_id AS "productId", taken.quantity, p.id, p.name, p.hindi_name AS "hindiName", p.price,
        p.original_price AS "originalPrice", p.unit, p.image_url AS "imageUrl",
        p.stock_quantity AS "stockQuantity", p.is_available AS "isAvailable",
        p.hsn_code AS "hsnCode", p.gst_rate AS "gstRate"
      FROM taken ${productOfRow(sql`taken.product_id`)}
    )
    SELECT
      (SELECT user_id FROM me) AS "userId",
      (SELECT id FROM existing) AS existing,
      (SELECT json_agg(lines ORDER BY lines."productId") FROM lines) AS lines,
      CASE WHEN EXISTS (SELECT 1 FROM lines) THEN 'ORD-' || nextval('order_number_seq') END AS "orderNumber",
      now() AS now,
      now()::text AS "nowText",
      (SELECT json_build_object('id', l.id, 'name', l.name, 'area', l.area, 'city', l.city,
          'deliveryTime', l.delivery_time)
        FROM ${addresses} a JOIN ${deliveryLocations} l ON l.id = a.location_id
        WHERE a.id = ${p('addressId')} AND a.user_id = (SELECT user_id FROM me) AND l.is_active) AS location,
      (SELECT a.location_id FROM ${addresses} a
        WHERE a.id = ${p('addressId')} AND a.user_id = (SELECT user_id FROM me)) AS "addressLocationId",
      (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'pincodes', l.pincodes)
          ORDER BY l.delivery_time, l.name)
        FROM ${deliveryLocations} l WHERE l.is_active) AS areas,
      (SELECT json_build_object('slotDate', ${deliverySlots.slotDate}, 'startTime', ${deliverySlots.startTime},
          'endTime', ${deliverySlots.endTime},
          'isFull', ${deliverySlots.currentOrders} >= ${deliverySlots.maxOrders})
        FROM ${deliverySlots} WHERE ${deliverySlots.id} = ${p('slotId')} AND ${slotIsOpen}) AS slot,
      (SELECT json_build_object('recipientName', a.recipient_name, 'phone', a.phone,
          'addressLine1', a.address_line1, 'addressLine2', a.address_line2, 'landmark', a.landmark,
          'city', a.city, 'state', a.state, 'pincode', a.pincode)
        FROM ${addresses} a WHERE a.id = ${p('addressId')} AND a.user_id = (SELECT user_id FROM me)) AS address,
      ${storeSettingsJson} AS settings,
      (SELECT p.notification_preferences FROM ${userPreferences} p WHERE p.user_id = (SELECT user_id FROM me))
        AS "notificationPreferences",
      (SELECT u.language FROM ${users} u WHERE u.id = (SELECT user_id FROM me)) AS language`
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
