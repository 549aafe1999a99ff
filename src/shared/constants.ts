// Business constants from store-spec.md section 9 and decisions.md, by the spec's names.
// Money is integer paise (₹1 = 100 paise).
import type { StoreSettings } from './schemas/store-settings.ts'

export const APP_VERSION = '1.0.0'

export const DEFAULT_STORE_SETTINGS = {
  /** decisions.md 1: ₹25 below the threshold. */
  deliveryFee: 2500,
  /** decisions.md 1: free delivery at a subtotal of ₹99 or more. */
  freeDeliveryThreshold: 9900,
  legalName: '',
  gstin: '',
  stateCode: '',
  address: '',
  fssaiLicence: '',
  invoicePrefix: 'FC',
  /** Delivery services (SAC 996813) at 18 %. */
  deliveryGstRate: 1800,
  upiId: '',
  upiPayeeName: '',
  /** ADR 030: an unpaid UPI order holds its stock and slot this long. */
  upiHoldMinutes: 15,
} as const satisfies StoreSettings

/** decisions.md 2: shown when no delivery area is chosen. */
export const DEFAULT_DELIVERY_MINUTES = 6
/** Home strips show products created on or after this date (spec section 7). */
export const HOME_PRODUCT_CUTOFF = '2025-10-05'
export const HOME_MIGHT_NEED_LIMIT = 6
export const HOME_FEATURED_LIMIT = 12
export const RELATED_PRODUCTS_LIMIT = 8
export const DELIVERY_SLOTS_LIMIT = 10
export const NOTIFICATIONS_LIMIT = 10
export const NOTIFICATION_BADGE_MAX = 9
export const CART_BADGE_MAX = 99
export const CAROUSEL_INTERVAL_MS = 4000
export const CHAT_BOT_REPLY_DELAY_MS = 1000
export const TOAST_DURATION_MS = 5000
export const LOW_STOCK_THRESHOLD = 10
export const LISTING_SKELETON_COUNT = 8
export const PRODUCT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
/** No list is browsed this deep; a larger page number is a typing slip or a probe (it overflowed the offset). */
export const MAX_PAGE = 10_000
export const SEARCH_QUERY_MAX = 100

/** Filter panel (spec section 5): price slider in rupees. */
export const PRICE_FILTER = { min: 0, max: 1000, step: 10 } as const
export const RATING_FILTER_OPTIONS = [0, 1, 2, 3, 4] as const

/** Member tiers by number of orders (spec section 4). */
export const MEMBER_TIERS = [
  { name: 'Gold', minOrders: 50 },
  { name: 'Silver', minOrders: 20 },
  { name: 'Bronze', minOrders: 5 },
  { name: 'New', minOrders: 0 },
] as const

export const UPLOAD_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  compressAboveBytes: 1024 * 1024,
  maxImageSide: 1920,
  jpegQuality: 0.85,
  csvErrorListLimit: 10,
} as const

export const TEXT_LIMITS = {
  productName: 200,
  productDescription: 1000,
  productUnit: 20,
  productHindiName: 200,
  productSearchAliases: 500,
  /** ₹999999 in paise. */
  maxPrice: 99_999_900,
  personName: 100,
  reviewTitleMin: 3,
  reviewTitleMax: 100,
  reviewCommentMin: 10,
  reviewCommentMax: 1000,
} as const

/** Reviews per page on product detail. Here rather than in schemas/reviews.ts, so a page that
 * only lists reviews does not download zod with the schema module (issue 13 item 6). */
export const REVIEW_PAGE_SIZE = 20
