import { z } from 'zod'
import { ADMIN_ORDER_STATUS_FILTERS, ADMIN_PAGE_SIZE } from '../admin-lists.ts'
import { LOW_STOCK_THRESHOLD, MAX_PAGE, MAX_PAGE_SIZE, SEARCH_QUERY_MAX, TEXT_LIMITS } from '../constants.ts'
import { EditVersionSchema } from '../edit-version.ts'
import { GST_RATES, HSN_PATTERN, isGstRate } from '../gst.ts'
import { PersonNameSchema, PhoneSchema } from './account.ts'
import { DateTimeSchema, IdSchema, PaiseSchema } from './common.ts'
import { OrderDetailSchema, OrderStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from './orders.ts'
import { PincodeListSchema } from './pincodes.ts'
import { addFieldMessages, readNumber, readRupees, type TextRead } from './text-readers.ts'

export { ADMIN_ORDER_STATUS_FILTERS, ADMIN_PAGE_SIZE }

// The admin area's API (store-spec.md section 2 "Admin dashboard", 5, 6, 7, 8, 9; decisions.md
// 1, 4, 11). Every route sits under one role guard: a visitor gets 401, a customer 403.
//
// Money is integer paise in every body and answer, as everywhere else (ADR 002). The product
// form lets the admin type rupees with 0.01 steps; ProductFormSchema below turns that text into
// paise exactly (never through a float) before the body is sent.
//
// Routes (all under /api/admin):
//   GET    /dashboard                    → DashboardSummary      the four summary cards
//   GET    /recent-orders                → RecentOrders          header notifications button
//   GET    /orders?page&pageSize&search&status → AdminOrderPage  'Order Management'
//   GET    /orders/:id                   → AdminOrderDetail      View Details
//   PUT    /orders/:id/delivery-partner  → AdminOrderDetail      assign the delivery partner
//   PUT    /orders/:id/status            body OrderStatusChangeBody → AdminOrderDetail
//   GET    /products?page&pageSize&search → AdminProductPage     'Product Management'
//   GET    /products/:id                 → AdminProduct
//   POST   /products                     body ProductBody → AdminProduct (201)
//   PATCH  /products/:id                 body ProductChanges → AdminProduct (409 EDIT_CONFLICT)
//   DELETE /products/:id                 → Ok
//   POST   /product-images               multipart, one file field 'file' → UploadedProductImage (201)
//   DELETE /product-images/:id           → Ok  (an upload no product uses yet; see below)
//   GET    /products/import-template     → text/csv attachment product-upload-template.csv
//   POST   /products/import              multipart, one file field 'file' (.csv) → CsvImportResult
//   GET    /reviews?page&pageSize&search → AdminReviewPage       'Review Management'
//   DELETE /reviews/:id                  → Ok
//   GET    /customers?page&pageSize&search → AdminCustomerPage   Customers tab
//   GET    /analytics                    → Analytics             Analytics tab
//   GET    /settings                     → SavedStoreSettings    (schemas/store-settings.ts)
//   PUT    /settings                     body StoreSettingsBody → SavedStoreSettings (409 EDIT_CONFLICT)
//   GET    /delivery-areas               → AdminDeliveryArea[]   Delivery Areas tab (ADR 019)
//   PUT    /delivery-areas/:id/pincodes  body DeliveryAreaPincodesBody → AdminDeliveryArea (409 EDIT_CONFLICT)
//
// Failures answer the one error body `{ error: { code, message, fields? } }`: 400 with
// `fields` naming each bad field ('body.price', 'query.status'), 401, 403, 404, 409, 413.

/** Header notifications button: this many recent new orders are listed. */
export const RECENT_ORDERS_LIMIT = 10
/** Order cards show up to this many item chips, then '+N more items'. */
export const ORDER_CARD_ITEM_CHIPS = 3
/** Analytics: top products by revenue (spec section 9). */
export const TOP_PRODUCTS_LIMIT = 5
// The analytics chart's span lives with the admin lists' constants, without zod (issue 13 item 6).
export { ANALYTICS_DAYS } from '../admin-lists.ts'
/** Analytics inventory alert lists at most this many low-stock products (the count is exact). */
export const LOW_STOCK_LIST_LIMIT = 50
/** CSV bulk import: file size limit. 10,000 rows are about 1 MB. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024
export const CSV_TEMPLATE_FILENAME = 'product-upload-template.csv'

export { LOW_STOCK_THRESHOLD }

// ─── Delivery areas (ADR 019) ────────────────────────────────────────────────

export const AdminDeliveryAreaSchema = z.object({
  id: IdSchema,
  name: z.string(),
  area: z.string(),
  city: z.string(),
  deliveryTime: z.number().int(),
  isActive: z.boolean(),
  pincodes: z.array(z.string()),
  /** Saved addresses in this area. */
  addressCount: z.number().int(),
  version: z.number().int(),
})
export type AdminDeliveryArea = z.infer<typeof AdminDeliveryAreaSchema>

/** The area's whole pincode list, over the version the form was loaded with (ADR 015). */
export const DeliveryAreaPincodesBodySchema = z
  .object({ version: EditVersionSchema, pincodes: PincodeListSchema })
  .strict()
export type DeliveryAreaPincodesBody = z.input<typeof DeliveryAreaPincodesBodySchema>

// ─── Paging ──────────────────────────────────────────────────────────────────

const pageShape = {
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
    .default(ADMIN_PAGE_SIZE),
  /** Blank means no search. */
  search: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`)
    .optional()
    .transform((s) => (s ? s : undefined)),
}

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })

export const AdminListQuerySchema = z.object(pageShape).strict()
export type AdminListQuery = z.output<typeof AdminListQuerySchema>

/** Sort directions of the admin tables (issue 12 item 8: dense sortable tables). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/**
 * `sort` (one of `keys`, default the first: the list's natural order) and `dir` (default desc:
 * newest first). The server adds the row id as the last sort key, so pages never overlap.
 */
const sortShape = <const K extends readonly [string, ...string[]]>(keys: K) => ({
  sort: z.enum(keys, { message: `must be one of ${keys.join(', ')}` }).default(keys[0] as never),
  dir: z.enum(SORT_DIRECTIONS, { message: 'must be asc or desc' }).default('desc'),
})

// ─── Dashboard ───────────────────────────────────────────────────────────────

/** The four summary cards (decisions.md 11: real figures). */
export const DashboardSummarySchema = z.object({
  /** Paise: orders placed since the store's midnight (store-clock.ts), cancelled ones excluded. */
  todaySales: PaiseSchema,
  /** Every order ever placed, any status (the Orders tab's total with filter 'all'). */
  totalOrders: z.number().int().nonnegative(),
  /** Orders with status pending. */
  pendingOrders: z.number().int().nonnegative(),
  /** Available products with stock below 10 (spec section 7 "Low stock"). */
  lowStockCount: z.number().int().nonnegative(),
})
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>

export const RecentOrderSchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  customerName: z.string(),
  totalAmount: PaiseSchema,
  status: OrderStatusSchema,
  createdAt: DateTimeSchema,
})
export type RecentOrder = z.infer<typeof RecentOrderSchema>

/**
 * The header's notifications button: new orders are the pending ones (nobody has confirmed them
 * yet). `count` is all pending orders; `items` the newest RECENT_ORDERS_LIMIT of them.
 */
export const RecentOrdersSchema = z.object({
  count: z.number().int().nonnegative(),
  items: z.array(RecentOrderSchema),
})
export type RecentOrders = z.infer<typeof RecentOrdersSchema>

// ─── Orders ──────────────────────────────────────────────────────────────────

export const ADMIN_ORDER_SORTS = ['created', 'total'] as const
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number]

export const AdminOrderListQuerySchema = z
  .object({
    ...pageShape,
    ...sortShape(ADMIN_ORDER_SORTS),
    status: z
      .enum(ADMIN_ORDER_STATUS_FILTERS, {
        message: `must be one of ${ADMIN_ORDER_STATUS_FILTERS.join(', ')}`,
      })
      .default('all'),
  })
  .strict()
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>

export const OrderItemChipSchema = z.object({ productName: z.string(), quantity: z.number().int() })

/** One card of 'Order Management'. */
export const AdminOrderCardSchema = z.object({
  id: IdSchema,
  orderNumber: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  /** UPI (ADR 030): the reference the shopper gave, for staff to look for in the bank account. */
  paymentReference: z.string().nullable(),
  totalAmount: PaiseSchema,
  /** Units across all lines, as My Orders counts them. */
  itemCount: z.number().int().nonnegative(),
  /** The recipient name from the order's address snapshot (decisions.md 7). */
  customerName: z.string(),
  createdAt: DateTimeSchema,
  /** The first ORDER_CARD_ITEM_CHIPS lines by name. */
  items: z.array(OrderItemChipSchema),
  /** Lines beyond the chips: '+N more items' when above 0. */
  moreItems: z.number().int().nonnegative(),
})
export type AdminOrderCard = z.infer<typeof AdminOrderCardSchema>

export const AdminOrderPageSchema = pageOf(AdminOrderCardSchema)
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>

/** Who changed a status: null for a system change or a deleted account. */
export const ChangedBySchema = z.object({ id: z.string(), name: z.string() }).nullable()

/** View Details: the full order, its customer account (null once deleted) and who made each change. */
export const AdminOrderDetailSchema = OrderDetailSchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  history: z.array(
    z.object({
      id: IdSchema,
      status: OrderStatusSchema,
      notes: z.string().nullable(),
      createdAt: DateTimeSchema,
      changedBy: ChangedBySchema,
    }),
  ),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>

/**
 * The delivery partner staff assign (issue 9 item 7): a person's name and an Indian mobile
 * number under the one phone rule, so the customer's call link dials the right number.
 */
export const DeliveryPartnerSchema = z.object({ name: PersonNameSchema, phone: PhoneSchema }).strict()
export type DeliveryPartner = z.output<typeof DeliveryPartnerSchema>
export type DeliveryPartnerInput = z.input<typeof DeliveryPartnerSchema>
/** The 409 when an order would go out for delivery with nobody to deliver it. */
export const DELIVERY_PARTNER_REQUIRED_MESSAGE =
  'Assign a delivery partner before the order goes out for delivery'

/**
 * The status dropdown (decisions.md 4): any status to any other except out of cancelled (409
 * 'A cancelled order cannot be changed'). The same status changes nothing.
 */
export const OrderStatusChangeBodySchema = z
  .object({
    status: OrderStatusSchema,
    note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
    /** Assigned in the same step; required to move to out_for_delivery when none is assigned yet. */
    deliveryPartner: DeliveryPartnerSchema.optional(),
  })
  .strict()
export type OrderStatusChangeBody = z.infer<typeof OrderStatusChangeBodySchema>

/** GET /invoices/gstr1?month=YYYY-MM: that store calendar month's invoices as CSV (ADR 029). */
export const Gstr1QuerySchema = z
  .object({
    month: z
      .string({ message: 'must be a month as YYYY-MM' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'),
  })
  .strict()

// ─── Products ────────────────────────────────────────────────────────────────

const { productName, productDescription, productUnit, productHindiName, productSearchAliases, maxPrice } =
  TEXT_LIMITS

/** Messages shared by the API, the product form and the CSV import (spec section 5). */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${productName} characters`,
  unitTooLong: `Unit must be at most ${productUnit} characters`,
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number with at most 2 decimals',
  pricePositive: 'Price must be more than 0',
  priceTooHigh: 'Price must be at most ₹999999',
  originalPriceInvalid: 'Original price must be a number with at most 2 decimals',
  originalPricePositive: 'Original price must be more than 0',
  originalPriceTooHigh: 'Original price must be at most ₹999999',
  stockRequired: 'Stock quantity is required',
  stockWhole: 'Stock quantity must be a whole number of 0 or more',
  stockAdjustmentInvalid: 'Stock change must be a whole number',
  descriptionTooLong: `Description must be at most ${productDescription} characters`,
  hindiNameTooLong: `Hindi name must be at most ${productHindiName} characters`,
  hindiNameNotDevanagari: 'Hindi name must be written in Devanagari (for example दूध)',
  searchAliasesTooLong: `Search words must be at most ${productSearchAliases} characters`,
  imageUrlInvalid: 'Image URL must be an https URL or a path on this site',
  imagePathInvalid: 'Image must be one uploaded through the image uploader',
  categoryInvalid: 'Category must be a valid category',
  categoryUnknown: 'Category not found',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  gstRateInvalid: `GST rate must be one of ${GST_RATES.map((r) => r / 100).join(', ')} %`,
  saveFailed: 'Failed to save product',
} as const
const M = PRODUCT_MESSAGES

/** Paise in (0, ₹999999]. */
const priceSchema = (required: string, positive: string, tooHigh: string) =>
  z
    .number({ message: required })
    .int('must be a whole number of paise')
    .gt(0, positive)
    .max(maxPrice, tooHigh)

/** A site path such as the demo pictures' '/images/products/…' (not '//host/…'). */
const SITE_PATH = /^\/(?!\/)[\w.~\-/%]+$/

/** An outside http(s) picture, or one the store itself serves from a site path. */
function isImageUrl(value: string): boolean {
  if (SITE_PATH.test(value)) return true
  try {
    const url = new URL(value)
    // https only: the pages' Content-Security-Policy shows outside pictures over https, and an
    // http picture on an https store is mixed content.
    return url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Storage key of an image returned by POST /product-images. */
export const PRODUCT_IMAGE_PATH_PATTERN = /^products\/[0-9a-f-]{36}\.webp$/

/** A Devanagari letter (U+0900–U+097F): a Hindi name must have one. */
const DEVANAGARI_LETTER = /[\u0900-\u097F]/

/** 'doodh ,  dudh,,' → 'doodh, dudh'. */
export function tidyAliases(text: string): string {
  return text
    .split(',')
    .map((a) => a.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ')
}

/** Stock above this is surely a typing slip (and would overflow the column). */
const MAX_STOCK = 1_000_000_000

/**
 * Each product field's one rule. ProductBodySchema (add), ProductChangesSchema (edit), the
 * product form and the CSV import (product-csv.ts) are all built from these.
 */
const productFields = {
  name: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(productName, M.nameTooLong),
  /** A blank unit is saved as 'pc'. */
  unit: z
    .string()
    .trim()
    .max(productUnit, M.unitTooLong)
    .transform((u) => u || 'pc'),
  price: priceSchema(M.priceRequired, M.pricePositive, M.priceTooHigh),
  originalPrice: priceSchema(
    M.originalPriceInvalid,
    M.originalPricePositive,
    M.originalPriceTooHigh,
  ).nullable(),
  stockQuantity: z
    .number({ message: M.stockRequired })
    .int(M.stockWhole)
    .min(0, M.stockWhole)
    .max(MAX_STOCK, M.stockWhole),
  description: z.string().trim().max(productDescription, M.descriptionTooLong),
  /** The name in Hindi, in Devanagari ('दूध'); blank is none. Shown beside the name and searched. */
  hindiName: z
    .string()
    .trim()
    .max(productHindiName, M.hindiNameTooLong)
    .refine((t) => t === '' || DEVANAGARI_LETTER.test(t), M.hindiNameNotDevanagari)
    .transform((t) => t || null)
    .nullable(),
  /**
   * Other words shoppers use for the product, comma-separated ('doodh, dudh'): searched, never
   * shown. Saved tidy: trimmed, single-spaced, ', ' between words.
   */
  searchAliases: z.string().max(productSearchAliases, M.searchAliasesTooLong).transform(tidyAliases),
  categoryId: IdSchema.nullable(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  imagePath: z.string().regex(PRODUCT_IMAGE_PATH_PATTERN, M.imagePathInvalid).nullable(),
  imageUrl: z.string().max(2000, M.imageUrlInvalid).refine(isImageUrl, M.imageUrlInvalid).nullable(),
  /** HSN code for GST invoices (ADR 029); blank is none. */
  hsnCode: z
    .string({ message: M.hsnInvalid })
    .trim()
    .refine((h) => h === '' || HSN_PATTERN.test(h), M.hsnInvalid)
    .transform((h) => h || null)
    .nullable(),
  /** GST rate in basis points (500 = 5 %), one of GST_RATES; prices include it. */
  gstRate: z.number({ message: M.gstRateInvalid }).refine(isGstRate, M.gstRateInvalid),
}

/**
 * Body of POST /products. Prices in paise. A blank unit is saved as 'pc'; a blank
 * description as ''. The picture is either an upload (imagePath from POST /product-images: the
 * server derives imageUrl and the thumbnail from it) or an outside http(s) imageUrl, or neither.
 */
export const ProductBodySchema = z
  .object({
    ...productFields,
    unit: productFields.unit.default('pc'),
    originalPrice: productFields.originalPrice.default(null),
    description: productFields.description.default(''),
    hindiName: productFields.hindiName.default(null),
    searchAliases: productFields.searchAliases.default(''),
    categoryId: productFields.categoryId.default(null),
    isAvailable: productFields.isAvailable.default(true),
    isFeatured: productFields.isFeatured.default(false),
    imagePath: productFields.imagePath.default(null),
    imageUrl: productFields.imageUrl.default(null),
    hsnCode: productFields.hsnCode.default(null),
    gstRate: productFields.gstRate.default(0),
  })
  .strict()
export type ProductBody = z.output<typeof ProductBodySchema>
export type ProductBodyInput = z.input<typeof ProductBodySchema>

/**
 * Body of PATCH /products/:id (ADR 015): the version the form was loaded with and only the
 * fields the admin changed. Stock is never set: the form sends how much the admin changed it
 * by (stockAdjustment), added to the stock as it is then, so units sold meanwhile stay sold.
 * A stale version, or an adjustment that would take the stock below 0 because units were sold
 * meanwhile, answers 409 EDIT_CONFLICT. On a new picture the previous upload is removed from
 * storage once it is no longer used.
 */
export const ProductChangesSchema = z
  .object(productFields)
  .omit({ stockQuantity: true })
  .partial()
  .extend({
    version: EditVersionSchema,
    stockAdjustment: z
      .number({ message: M.stockAdjustmentInvalid })
      .int(M.stockAdjustmentInvalid)
      .min(-MAX_STOCK, M.stockAdjustmentInvalid)
      .max(MAX_STOCK, M.stockAdjustmentInvalid)
      .optional(),
  })
  .strict()
export type ProductChanges = z.output<typeof ProductChangesSchema>
export type ProductChangesInput = z.input<typeof ProductChangesSchema>

/** One product as the admin grid and the edit dialog see it. */
export const AdminProductSchema = z.object({
  id: IdSchema,
  /** Send it back with an edit (ProductChangesSchema). */
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  hindiName: z.string().nullable(),
  searchAliases: z.string(),
  unit: z.string(),
  price: PaiseSchema,
  originalPrice: PaiseSchema.nullable(),
  imageUrl: z.string().nullable(),
  /** Storage key when the picture was uploaded here; null for an outside URL or none. */
  imagePath: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  badge: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  stockQuantity: z.number().int(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int(),
  categoryId: IdSchema.nullable(),
  category: z.object({ id: IdSchema, name: z.string(), hindiName: z.string().nullable() }).nullable(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

/** Newest first; `search` matches the name. */
export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'price', 'stock'] as const
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]
export const AdminProductListQuerySchema = z
  .object({ ...pageShape, ...sortShape(ADMIN_PRODUCT_SORTS) })
  .strict()
export type AdminProductListQuery = z.output<typeof AdminProductListQuerySchema>
export const AdminProductPageSchema = pageOf(AdminProductSchema)
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>

/**
 * Answer of POST /product-images: the re-encoded picture (WebP, longest side ≤ 1920 px, metadata
 * stripped) and its thumbnail. Send imagePath in the product body to use it. An upload no product
 * uses can be removed with DELETE /product-images/:id (id = the uuid in the path); one a product
 * still uses is kept and removed when the product drops it.
 */
export const UploadedProductImageSchema = z.object({
  id: IdSchema,
  imagePath: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type UploadedProductImage = z.infer<typeof UploadedProductImageSchema>

/** The product form's values as typed: strings from inputs, rupees with up to 2 decimals. */
const ProductFormShape = z.object({
  name: z.string(),
  unit: z.string(),
  price: z.string(),
  originalPrice: z.string(),
  stockQuantity: z.string(),
  description: z.string(),
  hindiName: z.string(),
  searchAliases: z.string(),
  /** '' for no category. */
  categoryId: z.string(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  imagePath: z.string().nullable(),
  imageUrl: z.string().nullable(),
  hsnCode: z.string(),
  /** Basis points as text, from the GST rate select. */
  gstRate: z.string(),
})
export type ProductFormValues = z.infer<typeof ProductFormShape>
type FormField = keyof ProductFormValues

/**
 * The typed values → the API body, checked by ProductBodySchema itself: the form shows the
 * schema's own messages under the fields they concern.
 */
export function readProductForm(
  v: ProductFormValues,
): { ok: true; body: ProductBody } | { ok: false; fields: Partial<Record<FormField, string>> } {
  const fields: Partial<Record<FormField, string>> = {}
  const input: Record<string, unknown> = {
    name: v.name,
    unit: v.unit,
    description: v.description,
    hindiName: v.hindiName,
    searchAliases: v.searchAliases,
    categoryId: v.categoryId || null,
    isAvailable: v.isAvailable,
    isFeatured: v.isFeatured,
    imagePath: v.imagePath,
    // An upload's own URL is derived by the server from imagePath.
    imageUrl: v.imagePath ? null : v.imageUrl || null,
    hsnCode: v.hsnCode,
    gstRate: Number(v.gstRate),
  }
  const typed = {
    price: readRupees(v.price, M.priceInvalid),
    originalPrice: readRupees(v.originalPrice, M.originalPriceInvalid),
    stockQuantity: readNumber(v.stockQuantity, M.stockWhole),
  }
  for (const [name, read] of Object.entries(typed) as [FormField, TextRead][]) {
    if (read.ok) input[name] = read.value
    else fields[name] = read.message
  }
  const parsed = ProductBodySchema.safeParse(input)
  if (!parsed.success) addFieldMessages(fields, parsed.error.issues)
  return parsed.success && Object.keys(fields).length === 0
    ? { ok: true, body: parsed.data }
    : { ok: false, fields }
}

/** react-hook-form's resolver input: the typed values, checked by readProductForm. */
export const ProductFormSchema = ProductFormShape.superRefine((v, ctx) => {
  const read = readProductForm(v)
  if (read.ok) return
  for (const [path, message] of Object.entries(read.fields))
    ctx.addIssue({ code: 'custom', path: [path], message })
})

/**
 * An edit as PATCH /products/:id wants it: the fields whose value differs from what the form
 * was loaded with, and stock as the change the admin typed (ProductChangesSchema).
 */
export function productChanges(
  loaded: { body: ProductBody | null; stockQuantity: number; version: number },
  edited: ProductBody,
): ProductChangesInput {
  const changes: Record<string, unknown> = { version: loaded.version }
  for (const key of Object.keys(edited) as (keyof ProductBody)[]) {
    if (key === 'stockQuantity') continue
    // A loaded product the form's rules would refuse (older data) has every field sent.
    if (!loaded.body || edited[key] !== loaded.body[key]) changes[key] = edited[key]
  }
  const stockAdjustment = edited.stockQuantity - loaded.stockQuantity
  if (stockAdjustment !== 0) changes.stockAdjustment = stockAdjustment
  return changes as ProductChangesInput
}

// ─── CSV bulk import ─────────────────────────────────────────────────────────

export const CSV_MESSAGES = {
  notCsv: 'Please upload a CSV file',
  noFile: 'Please choose a CSV file to upload',
  tooSmall: 'CSV file must have at least a header row and one data row',
  missingColumns: (names: string[]) => `Missing required columns: ${names.join(', ')}`,
  tooLarge: `CSV file must be less than ${CSV_MAX_BYTES / (1024 * 1024)}MB`,
  unreadable: 'The file could not be read as CSV',
  columnCount: (got: number, expected: number) => `Row has ${got} columns, expected ${expected}`,
  booleanInvalid: (column: string) => `${column} must be true or false`,
  categoryUnknown: (value: string) => `Unknown category: ${value}`,
} as const

/**
 * Answer of POST /products/import. `row` is the record's row number in the file with the header
 * as row 1 (as a spreadsheet numbers them; a quoted newline does not start a new row). Each data
 * row is either saved in full (successful) or listed in errors with every reason joined by '; '.
 * errors holds all failed rows; the client shows 10 and then '... and N more errors'.
 */
export const CsvImportResultSchema = z.object({
  successful: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
})
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>

// ─── Reviews ─────────────────────────────────────────────────────────────────

/** Newest first; `search` matches title, comment and product name. */
export const AdminReviewListQuerySchema = AdminListQuerySchema

export const AdminReviewSchema = z.object({
  id: IdSchema,
  productId: IdSchema.nullable(),
  /** Null when the product is gone: the client shows 'Unknown'. */
  productName: z.string().nullable(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  userName: z.string(),
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  createdAt: DateTimeSchema,
})
export type AdminReview = z.infer<typeof AdminReviewSchema>
export const AdminReviewPageSchema = pageOf(AdminReviewSchema)
export type AdminReviewPage = z.infer<typeof AdminReviewPageSchema>

// ─── Customers ───────────────────────────────────────────────────────────────

/** Newest accounts first; `search` matches name and e-mail. Admin accounts are not listed. */
export const ADMIN_CUSTOMER_SORTS = ['joined', 'name', 'orders', 'spent'] as const
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number]
export const AdminCustomerListQuerySchema = z
  .object({ ...pageShape, ...sortShape(ADMIN_CUSTOMER_SORTS) })
  .strict()
export type AdminCustomerListQuery = z.output<typeof AdminCustomerListQuerySchema>

export const AdminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: DateTimeSchema,
  /** Every order placed, cancelled included. */
  orderCount: z.number().int().nonnegative(),
  /** Paise over orders that were not cancelled. */
  totalSpend: PaiseSchema,
  lastOrderAt: DateTimeSchema.nullable(),
})
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>
export const AdminCustomerPageSchema = pageOf(AdminCustomerSchema)
export type AdminCustomerPage = z.infer<typeof AdminCustomerPageSchema>

// ─── Analytics ───────────────────────────────────────────────────────────────

/**
 * Orders and revenue over a period. Cancelled orders count in neither: they are not sales.
 * averageOrderValue = revenue / orders in paise, rounded; 0 without orders.
 */
export const PeriodStatsSchema = z.object({
  orders: z.number().int().nonnegative(),
  revenue: PaiseSchema,
  averageOrderValue: PaiseSchema,
})
export type PeriodStats = z.infer<typeof PeriodStatsSchema>

/**
 * The Analytics tab. Days are the store's calendar days (store-clock.ts): "today" from local midnight, "week"
 * today and the 6 days before, "month" today and the 29 days before (so month equals the sum of
 * `daily`). Orders and revenue exclude cancelled orders everywhere here.
 */
export const AnalyticsSchema = z.object({
  today: z.object({
    orders: z.number().int().nonnegative(),
    weekOrders: z.number().int().nonnegative(),
    revenue: PaiseSchema,
    weekRevenue: PaiseSchema,
    /** Distinct customers who placed a (non-cancelled) order today. */
    customers: z.number().int().nonnegative(),
    /** Orders with status pending now, whenever placed. */
    pendingOrders: z.number().int().nonnegative(),
  }),
  week: PeriodStatsSchema,
  month: PeriodStatsSchema,
  /** By revenue over all non-cancelled orders, best first; empty → 'No sales data available yet'. */
  topProducts: z.array(
    z.object({
      /** Null when the product has since been deleted. */
      productId: IdSchema.nullable(),
      productName: z.string(),
      quantity: z.number().int().nonnegative(),
      revenue: PaiseSchema,
    }),
  ),
  /** Available products with stock below 10, lowest first (at most LOW_STOCK_LIST_LIMIT). */
  lowStock: z.object({
    count: z.number().int().nonnegative(),
    items: z.array(
      z.object({ id: IdSchema, name: z.string(), unit: z.string(), stockQuantity: z.number().int() }),
    ),
  }),
  /** ANALYTICS_DAYS entries, oldest first, days without orders as zeros. date is YYYY-MM-DD. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: PaiseSchema })),
})
export type Analytics = z.infer<typeof AnalyticsSchema>
