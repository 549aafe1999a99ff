import { z } from 'zod'
import { SEARCH_QUERY_MAX } from '../constants.ts'
import { ProductSummarySchema } from './catalog.ts'
import { IdSchema } from './common.ts'

/** Products and categories the header's suggestions show at most (issue 11). */
export const SUGGESTED_PRODUCTS_MAX = 5
export const SUGGESTED_CATEGORIES_MAX = 3

/** GET /api/search/suggest?q=: the text typed so far, one character or more. */
export const SuggestQuerySchema = z
  .object({
    q: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'must not be empty')
      .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
  })
  .strict()
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>

/** What a suggestion row shows and the cart control needs (CartProductSchema's fields). */
export const SuggestedProductSchema = ProductSummarySchema.pick({
  id: true,
  name: true,
  hindiName: true,
  unit: true,
  price: true,
  originalPrice: true,
  imageUrl: true,
  isAvailable: true,
  stockQuantity: true,
})
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>

export const SuggestedCategorySchema = z.object({ id: IdSchema, name: z.string() })
export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>

export const SuggestionsSchema = z.object({
  products: z.array(SuggestedProductSchema).max(SUGGESTED_PRODUCTS_MAX),
  categories: z.array(SuggestedCategorySchema).max(SUGGESTED_CATEGORIES_MAX),
})
export type Suggestions = z.infer<typeof SuggestionsSchema>
