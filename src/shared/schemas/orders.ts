import { z } from 'zod'
import { MAX_PAGE, MAX_PAGE_SIZE, type MEMBER_TIERS } from '../constants.ts'
import { DELIVERY_INSTRUCTIONS_MAX, DELIVERY_INSTRUCTIONS_PATTERN } from '../delivery.ts'
import { ORDER_STATUSES, ORDER_TAB_NAMES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status.ts'
import { compactUpiReference, UPI_REFERENCE_MESSAGE, UPI_REFERENCE_PATTERN } from '../payments.ts'
import { ProductSummarySchema } from './catalog.ts'
import { DateTimeSchema, IdSchema, PaiseSchema } from './common.ts'

/** My Orders page size. */
export const ORDERS_PAGE_SIZE = 20
/** Home 'Buy Again' panel: most recently ordered products first. */
export const BUY_AGAIN_LIMIT = 12
export const DELIVERY_INSTRUCTIONS_LABEL = 'Delivery instructions'

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `must be one of ${ORDER_STATUSES.join(', ')}`,
})
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES)
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  message: 'Payment method must be Cash on Delivery or UPI',
})

// ─── Delivery slots ──────────────────────────────────────────────────────────

export const DeliverySlotSchema = z.object({
  id: IdSchema,
  /** YYYY-MM-DD, the store's calendar day (store-clock.ts). */
  date: z.string(),
  /** HH:MM, 24-hour. */
  startTime: z.string(),
  endTime: z.string(),
  /** '09:00 AM - 11:00 AM'. */
  label: z.string(),
  /** current_orders reached max_orders: shown, not selectable (spec section 4). */
  isFull: z.boolean(),
})
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>
export const DeliverySlotListSchema = z.object({ items: z.array(DeliverySlotSchema) })

// ─── Checkout ────────────────────────────────────────────────────────────────

/**
 * Retries and double clicks of Place Order carry the same key and get the first order back.
 * A loose object: Fastify replaces request.headers with the parsed value, and a stripping
 * schema would drop the session cookie.
 */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ message: 'An Idempotency-Key header is required' })
    .regex(/^[\x21-\x7e]{8,100}$/, 'must be 8 to 100 visible ASCII characters'),
})

/**
 * Body of POST /api/orders. Strict: the client sends ids only; prices, fees and totals come
 * from the database, and a body carrying them is refused (ARCHITECTURE.md, Correctness rules).
 */
export const PlaceOrderBodySchema = z
  .object({
    addressId: IdSchema,
    /**
     * Optional and no longer needed: the area is the address's (ADR 019). When sent, it must be
     * the address's area.
     */
    locationId: IdSchema.optional(),
    slotId: IdSchema,
    paymentMethod: PaymentMethodSchema,
    notes: z
      .string()
      .trim()
      .max(DELIVERY_INSTRUCTIONS_MAX, `must be at most ${DELIVERY_INSTRUCTIONS_MAX} characters`)
      .regex(DELIVERY_INSTRUCTIONS_PATTERN, 'contains characters that are not allowed')
      .optional(),
  })
  .strict()
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>

// ─── Orders ──────────────────────────────────────────────────────────────────

/** The address as it was at checkout (decisions.md 7). */
export const AddressSnapshotSchema = z.object({
  recipientName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
})
export const LocationSnapshotSchema = z.object({
  id: IdSchema,
  name: z.string(),
  area: z.string(),
  city: z.string(),
  deliveryTime: z.number().int(),
})

export const OrderItemSchema = z.object({
  id: IdSchema,
  /** Null once the product was deleted; the snapshot below stays. */
  productId: IdSchema.nullable(),
  productName: z.string(),
  /** The product's Hindi name today, when it has one (shown in Hindi, issue 15); not a snapshot. */
  hindiName: z.string().nullable().optional(),
  productImage: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: PaiseSchema,
  originalPrice: PaiseSchema.nullable(),
  totalPrice: PaiseSchema,
})
export type OrderItem = z.infer<typeof OrderItemSchema>

export const OrderHistoryEntrySchema = z.object({
  id: IdSchema,
  status: OrderStatusSchema,
  notes: z.string().nullable(),
  createdAt: DateTimeSchema,
})
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>

/**
 * The order's slot as chosen at checkout, the one delivery promise (decisions.md 18, ADR 020):
 * pages show it with formatSlotPromise ('Arriving Tue, 24 Nov, 7–9 AM').
 */
export const OrderSlotSchema = z.object({
  /** The store calendar day, YYYY-MM-DD. */
  date: z.string(),
  /** HH:MM */
  startTime: z.string(),
  endTime: z.string(),
})
export type OrderSlot = z.infer<typeof OrderSlotSchema>

/** A card on My Orders. */
export const OrderSummarySchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  totalAmount: PaiseSchema,
  /** Units across all lines (3 × milk + 1 × bread = 4 items), as the cart badge counts. */
  itemCount: z.number().int().nonnegative(),
  /** The slot text of the spec ('09:00 AM - 11:00 AM - Tue, 24 Nov 2026'), for orders without `slot`. */
  deliveryTimeSlot: z.string(),
  /** Null only for an old order whose slot was gone before the slot was kept on the order. */
  slot: OrderSlotSchema.nullable(),
  /** The end of the slot: the latest the order may arrive. */
  estimatedDelivery: DateTimeSchema.nullable(),
  createdAt: DateTimeSchema,
})
export type OrderSummary = z.infer<typeof OrderSummarySchema>

export const OrderDetailSchema = OrderSummarySchema.extend({
  paymentMethod: PaymentMethodSchema,
  subtotal: PaiseSchema,
  deliveryFee: PaiseSchema,
  deliveryAddress: AddressSnapshotSchema,
  deliveryLocation: LocationSnapshotSchema,
  notes: z.string().nullable(),
  deliveryPersonName: z.string().nullable(),
  deliveryPersonPhone: z.string().nullable(),
  deliveryPartner: z.string().nullable(),
  cancelledAt: DateTimeSchema.nullable(),
  deliveredAt: DateTimeSchema.nullable(),
  items: z.array(OrderItemSchema),
  /** Newest first. */
  history: z.array(OrderHistoryEntrySchema),
  /** UPI (ADR 030): the 12-digit reference the shopper gave, and until when the order is held unpaid. */
  paymentReference: z.string().nullable(),
  paymentDueAt: DateTimeSchema.nullable(),
  /** The GST invoice's number once issued (on delivery, ADR 029); its PDF is GET …/invoice. */
  invoiceNumber: z.string().nullable(),
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

/** POST /orders/:id/payment-reference: the shopper's "I have paid" (ADR 030). */
export const UpiReferenceBodySchema = z
  .object({
    reference: z
      .string({ message: UPI_REFERENCE_MESSAGE })
      .trim()
      .transform(compactUpiReference)
      .pipe(z.string().regex(UPI_REFERENCE_PATTERN, UPI_REFERENCE_MESSAGE)),
  })
  .strict()
export type UpiReferenceBody = z.infer<typeof UpiReferenceBodySchema>

export const OrderListQuerySchema = z
  .object({
    tab: z
      .enum(ORDER_TAB_NAMES, { message: `must be one of ${ORDER_TAB_NAMES.join(', ')}` })
      .default('active'),
    page: z.coerce
      .number({ message: 'must be a page number' })
      .int()
      .min(1, 'must be 1 or more')
      .max(MAX_PAGE, `must be at most ${MAX_PAGE}`)
      .default(1),
    pageSize: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1, 'must be 1 or more')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
      .default(ORDERS_PAGE_SIZE),
  })
  .strict()
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>

export const OrderPageSchema = z.object({
  items: z.array(OrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type OrderPage = z.infer<typeof OrderPageSchema>

// ─── Reorder, Buy Again, profile stats ───────────────────────────────────────

export const REORDER_SKIP_REASONS = ['unavailable', 'out_of_stock', 'limited_stock', 'removed'] as const

export const ReorderResultSchema = z.object({
  /** What went into the cart, with the quantity actually added. */
  added: z.array(z.object({ productId: IdSchema, productName: z.string(), quantity: z.number().int() })),
  /** Lines that could not be added in full, each with a message a shopper can read. */
  notAdded: z.array(
    z.object({
      productId: IdSchema.nullable(),
      productName: z.string(),
      reason: z.enum(REORDER_SKIP_REASONS),
      message: z.string(),
    }),
  ),
  totalQuantity: z.number().int().nonnegative(),
})
export type ReorderResult = z.infer<typeof ReorderResultSchema>

export const BuyAgainSchema = z.object({ items: z.array(ProductSummarySchema) })
export type BuyAgain = z.infer<typeof BuyAgainSchema>

export const MemberStatusSchema = z.enum([
  'New',
  'Bronze',
  'Silver',
  'Gold',
] as const satisfies readonly MemberStatus[])
type MemberStatus = (typeof MEMBER_TIERS)[number]['name']

export const ProfileStatsSchema = z.object({
  /** Orders that were not cancelled. */
  totalOrders: z.number().int().nonnegative(),
  /** Paise, rounded to whole rupees (spec section 9). */
  totalSaved: PaiseSchema,
  memberStatus: MemberStatusSchema,
})
export type ProfileStats = z.infer<typeof ProfileStatsSchema>
