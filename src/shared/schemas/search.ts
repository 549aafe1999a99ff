import { z } from 'zod'
import { SEARCH_QUERY_MAX } from '../constants.ts'
import { EditVersionSchema } from '../edit-version.ts'
import { SEARCH_WORD_LIMITS, SEARCH_WORD_MESSAGES } from '../search-words.ts'
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

export const SuggestedCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  hindiName: z.string().nullable(),
})
export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>

export const SuggestionsSchema = z.object({
  products: z.array(SuggestedProductSchema).max(SUGGESTED_PRODUCTS_MAX),
  categories: z.array(SuggestedCategorySchema).max(SUGGESTED_CATEGORIES_MAX),
})
export type Suggestions = z.infer<typeof SuggestionsSchema>

// ─── The admin's search words (issue 11, ADR 035) ─────────────────────────────────────────────

// The limits, messages and list reading live in zod-free search-words.ts: the admin's Search words
// tab shows them before its first check, which loads this schema (issue 13 item 6, ADR 046).
export { SEARCH_WORD_LIMITS, SEARCH_WORD_MESSAGES, splitSearchWords } from '../search-words.ts'

const CONTROL = /\p{Cc}/u
const HAS_WORD = /[\p{L}\p{N}]/u
const WORDS = /[\p{L}\p{M}\p{N}]+/gu

const searchWordText = z
  .string({ message: SEARCH_WORD_MESSAGES.empty })
  .trim()
  .min(1, SEARCH_WORD_MESSAGES.empty)
  .max(SEARCH_WORD_LIMITS.text, SEARCH_WORD_MESSAGES.tooLong)
  .refine((s) => !CONTROL.test(s), SEARCH_WORD_MESSAGES.control)
  .refine((s) => HAS_WORD.test(s), SEARCH_WORD_MESSAGES.noWord)

/** POST/PUT /api/admin/search-words: what shoppers type → the product words it means. */
export const SearchWordBodySchema = z
  .object({
    // The dictionary joins at most two typed words into one phrase ('cold drink').
    term: searchWordText.refine((s) => (s.match(WORDS) ?? []).length <= 2, SEARCH_WORD_MESSAGES.twoWords),
    targets: z
      .array(searchWordText, { message: SEARCH_WORD_MESSAGES.targetCount })
      .min(1, SEARCH_WORD_MESSAGES.targetCount)
      .max(SEARCH_WORD_LIMITS.targets, SEARCH_WORD_MESSAGES.targetCount),
  })
  .strict()
export type SearchWordBody = z.infer<typeof SearchWordBodySchema>

/** PUT /api/admin/search-words/:id: the entry over the version the form was loaded with (ADR 015). */
export const SearchWordUpdateBodySchema = SearchWordBodySchema.extend({ version: EditVersionSchema }).strict()
export type SearchWordUpdateBody = z.infer<typeof SearchWordUpdateBodySchema>

export const AdminSearchWordSchema = z.object({
  id: IdSchema,
  term: z.string(),
  targets: z.array(z.string()),
  /** The shipped dictionary has this term too: the store's meaning replaces it. */
  overridesShipped: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type AdminSearchWord = z.infer<typeof AdminSearchWordSchema>

export const SearchWordsSchema = z.object({
  /** The store's own entries, newest first. */
  entries: z.array(AdminSearchWordSchema),
  /** The dictionary shipped with FreshCart (read-only): spellings → product words. */
  shipped: z.array(z.object({ spellings: z.array(z.string()), targets: z.array(z.string()) })),
})
export type SearchWords = z.infer<typeof SearchWordsSchema>
