import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { productReviews, reviewHelpfulVotes } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { ReviewVote } from '#shared/schemas/reviews.ts'

// 'Helpful' votes: one per user and review (primary key), toggled on and off. helpful_count is
// recounted from the votes in the same transaction, never incremented blindly, so it stays true.
// A reviewer may not vote on their own review: a count of strangers who found it useful
// means nothing if the author can add to it.

export const OWN_REVIEW_VOTE_MESSAGE = 'You cannot vote on your own review'

/** Marks a review helpful; voting again changes nothing. */
export async function voteHelpful(db: Db, userId: string, reviewId: string): Promise<ReviewVote> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId)
    if (review.userId === userId) throw AppError.forbidden(OWN_REVIEW_VOTE_MESSAGE)
    await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing()
    return { reviewId, helpfulCount: await recountHelpful(tx, [reviewId]), votedHelpful: true }
  })
}

/** Takes the vote back; without a vote there is nothing to take back and the answer is the same. */
export async function unvoteHelpful(db: Db, userId: string, reviewId: string): Promise<ReviewVote> {
  return db.transaction(async (tx) => {
    await lockReview(tx, reviewId)
    await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
    return { reviewId, helpfulCount: await recountHelpful(tx, [reviewId]), votedHelpful: false }
  })
}

/** Voters of one review take turns on its row, so each recount sees every committed vote. */
async function lockReview(tx: Tx, reviewId: string) {
  const [review] = await tx
    .select({ userId: productReviews.userId })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .for('update')
  if (!review) throw AppError.notFound('Review not found')
  return review
}

/** Sets helpful_count of each given review to its number of votes; answers the first one's. */
export async function recountHelpful(tx: Tx, reviewIds: string[]): Promise<number> {
  if (reviewIds.length === 0) return 0
  const rows = await tx
    .update(productReviews)
    .set({
      helpfulCount: sql`(select count(*)::int from ${reviewHelpfulVotes} v where v.review_id = ${productReviews.id})`,
      // A vote is not an edit of the review.
      updatedAt: sql`${productReviews.updatedAt}`,
    })
    .where(inArray(productReviews.id, reviewIds))
    .returning({ id: productReviews.id, helpfulCount: productReviews.helpfulCount })
  return rows.find((r) => r.id === reviewIds[0])?.helpfulCount ?? 0
}
