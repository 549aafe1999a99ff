import { z } from 'zod'
import { REVIEW_PAGE_SIZE, TEXT_LIMITS } from '../constants.ts'
import { DateTimeSchema, IdSchema } from './common.ts'

// Product reviews and helpful votes (spec sections 2 Product detail, 5 Review, 9 Limits).

export const REVIEW_MAX_PAGE_SIZE = 50

const { reviewTitleMin, reviewTitleMax, reviewCommentMin, reviewCommentMax } = TEXT_LIMITS

/** Write a Review. verifiedPurchase, helpfulCount and userName are decided on the server. */
export const CreateReviewSchema = z
  .object({
    rating: z
      .number({ message: 'Please select a rating' })
      .int('Please select a rating')
      .min(1, 'Please select a rating')
      .max(5, 'Please select a rating'),
    title: z
      .string({ message: `Title must be at least ${reviewTitleMin} characters` })
      .trim()
      .min(reviewTitleMin, `Title must be at least ${reviewTitleMin} characters`)
      .max(reviewTitleMax, `Title must be at most ${reviewTitleMax} characters`),
    comment: z
      .string({ message: `Review must be at least ${reviewCommentMin} characters` })
      .trim()
      .min(reviewCommentMin, `Review must be at least ${reviewCommentMin} characters`)
      .max(reviewCommentMax, `Review must be at most ${reviewCommentMax} characters`),
  })
  .strict()
export type CreateReviewInput = z.input<typeof CreateReviewSchema>

export const ReviewSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  userName: z.string(),
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  createdAt: DateTimeSchema,
  /** The signed-in caller marked this review helpful (false for visitors). */
  votedHelpful: z.boolean(),
  /** The signed-in caller wrote this review: the client hides the vote button on it. */
  isOwn: z.boolean(),
})
export type Review = z.infer<typeof ReviewSchema>

export const ReviewsQuerySchema = z
  .object({
    page: z.coerce.number({ message: 'must be a page number' }).int().min(1, 'must be 1 or more').default(1),
    pageSize: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1, 'must be 1 or more')
      .max(REVIEW_MAX_PAGE_SIZE, `must be at most ${REVIEW_MAX_PAGE_SIZE}`)
      .default(REVIEW_PAGE_SIZE),
  })
  .strict()

export const ProductReviewsSchema = z.object({
  /** Newest first. */
  items: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The signed-in caller already reviewed this product: Write a Review is hidden (spec section 4). */
  hasReviewed: z.boolean(),
})
export type ProductReviews = z.infer<typeof ProductReviewsSchema>

export const ReviewVoteSchema = z.object({
  reviewId: IdSchema,
  helpfulCount: z.number().int(),
  votedHelpful: z.boolean(),
})
export type ReviewVote = z.infer<typeof ReviewVoteSchema>
