import { z } from 'zod'
import { MAX_PAGE, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, SEARCH_QUERY_MAX, TEXT_LIMITS } from '../constants.ts'
import { CURSOR_MAX_LENGTH, decodeCursor, TOTAL_COUNT_CAP } from '../listing-cursor.ts'
import { IdSchema, PaiseSchema, QueryBooleanSchema } from './common.ts'
import { StoreSettingsSchema } from './store-settings.ts'

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The name and description in Hindi, when the store gave them (decisions 22). */
  hindiName: z.string().nullable(),
  description: z.string(),
  hindiDescription: z.string().nullable(),
  icon: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
})
export type Category = z.infer<typeof CategorySchema>

/** What every product card needs. Prices in paise. */
export const ProductSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The name in Hindi (Devanagari), when the store gave one. */
  hindiName: z.string().nullable(),
  unit: z.string(),
  price: PaiseSchema,
  originalPrice: PaiseSchema.nullable(),
  imageUrl: z.string().nullable(),
  badge: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  stockQuantity: z.number().int(),
  categoryId: IdSchema.nullable(),
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  createdAt: z.string(),
  category: z.object({ id: IdSchema, name: z.string(), hindiName: z.string().nullable() }).nullable(),
})
export type ProductDetail = z.infer<typeof ProductDetailSchema>

export const PRODUCT_SORTS = ['relevance', 'price-low', 'price-high', 'rating', 'name'] as const
export const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  message: `must be one of ${PRODUCT_SORTS.join(', ')}`,
})
export type ProductSort = z.infer<typeof ProductSortSchema>

const paiseQuery = z.coerce
  .number({ message: 'must be a whole number of paise' })
  .int('must be a whole number of paise')
  .min(0, 'must not be negative')
  .max(TEXT_LIMITS.maxPrice, 'is too large')

const CursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, 'is not a valid cursor: start again from the first page')
  .transform((text, ctx) => {
    const cursor = decodeCursor(text)
    if (cursor) return cursor
    ctx.addIssue({ code: 'custom', message: 'is not a valid cursor: start again from the first page' })
    return z.NEVER
  })

const filterShape = {
  sort: ProductSortSchema.optional(),
  /** Price range in paise, inclusive. */
  minPrice: paiseQuery.optional(),
  maxPrice: paiseQuery.optional(),
  minRating: z.coerce
    .number({ message: 'must be a number from 0 to 5' })
    .min(0, 'must be from 0 to 5')
    .max(5, 'must be from 0 to 5')
    .optional(),
  inStock: QueryBooleanSchema.optional(),
  categoryId: IdSchema.optional(),
  /** Keyset paging (ADR 026): the page after or before a row the API named, or the last page. */
  after: CursorSchema.optional(),
  before: CursorSchema.optional(),
  last: QueryBooleanSchema.optional(),
  /**
   * The page number. Without a cursor it picks the page by position, only within the first
   * TOTAL_COUNT_CAP products; with one it is the number the page is shown as.
   */
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
    .default(PRODUCT_PAGE_SIZE),
}

type PagingFields = {
  after?: unknown
  before?: unknown
  last?: boolean | undefined
  page: number
  pageSize: number
}

/** One way of naming a page, and positions only within the counted products. */
function checkPaging(f: PagingFields, ctx: z.RefinementCtx) {
  const ways = [f.after !== undefined, f.before !== undefined, f.last === true].filter(Boolean).length
  if (ways > 1)
    ctx.addIssue({ code: 'custom', message: 'give only one of after, before and last', path: ['after'] })
  if (ways === 0 && (f.page - 1) * f.pageSize >= TOTAL_COUNT_CAP)
    ctx.addIssue({
      code: 'custom',
      message: `is past the first ${TOTAL_COUNT_CAP} products: follow the page's nextCursor instead`,
      path: ['page'],
    })
}

const priceRangeInOrder: [
  (f: { minPrice?: number | undefined; maxPrice?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice,
  { message: 'must not be above maxPrice', path: ['minPrice'] },
]

/** Server-side filters of the listing and search pages (decisions.md 16). */
export const ProductFiltersSchema = z
  .object(filterShape)
  .strict()
  .refine(...priceRangeInOrder)
  .superRefine(checkPaging)
export type ProductFilters = z.infer<typeof ProductFiltersSchema>

export const SearchQuerySchema = z
  .object({
    q: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'must not be empty')
      .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
    /** Search the text as typed, without correcting typos ('Search instead for …'). */
    exact: QueryBooleanSchema.optional(),
  })
  .extend(filterShape)
  .strict()
  .refine(...priceRangeInOrder)
  .superRefine(checkPaging)
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const ProductPageSchema = z.object({
  items: z.array(ProductSummarySchema),
  /** How many products match, counted up to TOTAL_COUNT_CAP: past it, the cap ('1,000+'). */
  total: z.number().int(),
  /** False when more than TOTAL_COUNT_CAP match: total is then a floor, not a count. */
  totalExact: z.boolean(),
  /** The page's number; null for the last page of an uncounted list (its number is unknown). */
  page: z.number().int().nullable(),
  pageSize: z.number().int(),
  /** Pages of the counted total: the real number when totalExact, else a floor. */
  pageCount: z.number().int(),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Pass as `before` for the previous page; null on the first page. */
  prevCursor: z.string().nullable(),
})
export type ProductPage = z.infer<typeof ProductPageSchema>

/** A page of search results (ADR 025). */
export const SearchPageSchema = ProductPageSchema.extend({
  /** The text searched instead when nothing matched as typed (typos corrected), else null. */
  correctedQuery: z.string().nullable(),
})
export type SearchPage = z.infer<typeof SearchPageSchema>

export const HomeStripsSchema = z.object({
  /** 'Featured Products': up to 12. */
  featured: z.array(ProductSummarySchema),
  /** 'You might need': up to 6. */
  mightNeed: z.array(ProductSummarySchema),
})
export type HomeStrips = z.infer<typeof HomeStripsSchema>

export const DeliveryLocationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  area: z.string(),
  city: z.string(),
  /** Whole minutes (decisions.md 2). */
  deliveryTime: z.number().int(),
  /** The pincodes it delivers to; empty: not listed yet, any pincode (delivery-areas.ts). */
  pincodes: z.array(z.string()),
})
export type DeliveryLocation = z.infer<typeof DeliveryLocationSchema>

/** Public store facts the client needs (decisions.md 1 and 12). */
export const StoreInfoSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
  supportEmail: z.string(),
  ...StoreSettingsSchema.shape,
})
export type StoreInfo = z.infer<typeof StoreInfoSchema>

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
})
