import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '#server/db/database.ts'
import {
  orderItems,
  orders,
  productReviews,
  products,
  profiles,
  reviewHelpfulVotes,
  users,
} from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'
import type { CreateReviewSchema, ProductReviews, Review } from '#shared/schemas/reviews.ts'
import { lockProducts } from './product-rating.ts'

type NewReview = z.output<typeof CreateReviewSchema>

export const DUPLICATE_REVIEW_MESSAGE = 'You have already reviewed this product'
const PRODUCT_NOT_FOUND = 'Product not found'

/**
 * A product's reviews, newest first. For a signed-in viewer each review says whether they voted
 * it helpful or wrote it, and the page says whether they have reviewed (Write a Review hides).
 */
export async function listProductReviews(
  db: Db,
  productId: string,
  viewerId: string | null,
  page: { page: number; pageSize: number },
): Promise<ProductReviews> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND)
  const voted = viewerId
    ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v where v.review_id = ${productReviews.id} and v.user_id = ${viewerId})`
    : sql<boolean>`false`
  const rows = await db
    .select({ review: productReviews, voted })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  const [totals] = await db
    .select({ total: count() })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
  const hasReviewed = viewerId
    ? (
        await db
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, viewerId)))
      ).length > 0
    : false
  return {
    items: rows.map((r) => toReview(r.review, { votedHelpful: Boolean(r.voted), viewerId })),
    total: totals?.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
    hasReviewed,
  }
}

/**
 * One review per user and product (409 with the spec's message). Verified purchase is decided
 * here, never by the client (decisions.md 10); the name shown is the profile's, else the
 * account's. The database recounts the product's rating and review count in the same transaction.
 */
export async function createReview(
  db: Db,
  userId: string,
  productId: string,
  input: NewReview,
): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await lockProducts(tx, [productId])
      if (!locked) throw AppError.notFound(PRODUCT_NOT_FOUND)
      const [existing] = await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
      if (existing) throw AppError.conflict(DUPLICATE_REVIEW_MESSAGE, ErrorCode.DuplicateReview)
      const [row] = await tx
        .insert(productReviews)
        .values({
          productId,
          userId,
          rating: input.rating,
          title: input.title,
          comment: input.comment,
          verifiedPurchase: await hasBoughtProduct(tx, userId, productId),
          userName: await reviewerName(tx, userId),
        })
        .returning()
      return toReview(row!, { votedHelpful: false, viewerId: userId })
    })
  } catch (err) {
    // The unique index is the last word should two submissions race past the check above.
    if (isUniqueViolation(err)) throw AppError.conflict(DUPLICATE_REVIEW_MESSAGE, ErrorCode.DuplicateReview)
    throw err
  }
}

/** Removes a review (the admin's Reviews tab); the database recounts its product's rating. */
export async function deleteReview(db: Db, reviewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Review row first, then product: the order every writer of reviews and votes locks in.
    const [review] = await tx
      .select({ productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId))
      .for('update')
    if (!review) throw AppError.notFound('Review not found')
    await lockProducts(tx, [review.productId])
    await tx.delete(productReviews).where(eq(productReviews.id, reviewId))
  })
}

/** decisions.md 10: a non-cancelled order of theirs contains the product. */
async function hasBoughtProduct(tx: Tx, userId: string, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orderItems.productId, productId), ne(orders.status, 'cancelled')),
    )
    .limit(1)
  return rows.length > 0
}

/** Shown publicly beside the review, so never the e-mail address. */
async function reviewerName(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ profileName: profiles.name, accountName: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  return row?.profileName?.trim() || row?.accountName.trim() || 'Customer'
}

function toReview(
  row: typeof productReviews.$inferSelect,
  viewer: { votedHelpful: boolean; viewerId: string | null },
): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    userName: row.userName,
    verifiedPurchase: row.verifiedPurchase,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    votedHelpful: viewer.votedHelpful,
    isOwn: viewer.viewerId !== null && row.userId === viewer.viewerId,
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
