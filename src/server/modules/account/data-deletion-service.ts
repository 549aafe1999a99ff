import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import {
  accounts,
  addresses,
  cartItems,
  favorites,
  notifications,
  orderItems,
  orders,
  productReviews,
  profiles,
  reviewHelpfulVotes,
  sessions,
  userPreferences,
  userRoles,
  users,
} from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Storage } from '#server/lib/storage/storage.ts'
import { historyNote } from '#server/modules/orders/history-note.ts'
import { applyStatusChange, noticeReaderColumns } from '#server/modules/orders/order-status-service.ts'
import { lockProducts } from '#server/modules/reviews/product-rating.ts'
import { recountHelpful } from '#server/modules/reviews/review-votes-service.ts'
import { CANCELLED_ON_ACCOUNT_DELETION } from '#shared/order-status.ts'

/**
 * What an order's address snapshot keeps once its customer deleted their account: the store
 * keeps the order for its books (amounts, items, dates, and city/state/pincode for tax and
 * delivery figures) but no longer knows who it was for. The phone keeps the 10-digit shape that
 * every reader of a snapshot expects, with a value no one can call.
 */
export const ANONYMISED_ADDRESS = {
  recipientName: 'Deleted customer',
  phone: '0000000000',
  addressLine1: 'Address removed',
  addressLine2: null,
  landmark: null,
} as const

/**
 * Delete Account (decisions.md 11). One transaction removes the user's reviews (the database
 * recounts the rating of every product they reviewed), their helpful votes (recounting those reviews),
 * favourites, addresses, cart, notifications, preferences, profile, roles, sessions, login and
 * the account itself. Orders nobody has started preparing (CANCELLED_ON_ACCOUNT_DELETION) are
 * cancelled first, giving their stock and slot places back as a customer's cancel does. The
 * other orders stay: the foreign key sets their user to NULL and their address snapshot is
 * anonymised first. The avatar file goes after the commit, when nothing can undo it.
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string): Promise<void> {
  const avatarKey = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw AppError.notFound('Account not found')

    // Lock order: user, orders, reviews, products by id, slots — cancels and checkouts take the
    // same direction (order before products, products before slot), so none waits in a cycle.
    const open = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        paymentReference: orders.paymentReference,
        deliverySlotId: orders.deliverySlotId,
        ...noticeReaderColumns,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...CANCELLED_ON_ACCOUNT_DELETION])))
      .orderBy(orders.id)
      .for('update')
    const orderedProductIds = open.length
      ? (
          await tx
            .selectDistinct({ id: orderItems.productId })
            .from(orderItems)
            .where(
              and(
                inArray(
                  orderItems.orderId,
                  open.map((o) => o.id),
                ),
                isNotNull(orderItems.productId),
              ),
            )
        ).map((r) => r.id!)
      : []

    const ownReviews = await tx
      .select({ id: productReviews.id, productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.userId, userId))
    const votedReviewIds = (
      await tx
        .select({ id: reviewHelpfulVotes.reviewId })
        .from(reviewHelpfulVotes)
        .where(eq(reviewHelpfulVotes.userId, userId))
    ).map((v) => v.id)
    // Same lock order as voting and reviewing (review rows, then product rows): no deadlocks,
    // and the recounts below see every vote and review other people commit meanwhile.
    if (votedReviewIds.length) {
      await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(inArray(productReviews.id, votedReviewIds))
        .orderBy(productReviews.id)
        .for('update')
    }
    const reviewedProductIds = [...new Set(ownReviews.map((r) => r.productId))]
    // Every product this transaction will touch, locked once in id order.
    await lockProducts(tx, [...new Set([...reviewedProductIds, ...orderedProductIds])])

    for (const order of open) {
      await applyStatusChange(tx, order, 'cancelled', userId, historyNote('history.accountDeleted'))
    }

    await tx.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, userId))
    await recountHelpful(tx, votedReviewIds)
    await tx.delete(productReviews).where(eq(productReviews.userId, userId))

    await tx.delete(favorites).where(eq(favorites.userId, userId))
    await tx.delete(addresses).where(eq(addresses.userId, userId))
    await tx.delete(cartItems).where(eq(cartItems.userId, userId))
    await tx.delete(notifications).where(eq(notifications.userId, userId))
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId))
    const [profile] = await tx
      .delete(profiles)
      .where(eq(profiles.userId, userId))
      .returning({ avatarPath: profiles.avatarPath })

    await tx
      .update(orders)
      .set({
        deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify(ANONYMISED_ADDRESS)}::jsonb`,
        // Delivery notes are the customer's own words (gate codes, names).
        notes: null,
      })
      .where(eq(orders.userId, userId))

    await tx.delete(userRoles).where(eq(userRoles.userId, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(accounts).where(eq(accounts.userId, userId))
    // orders.user_id becomes NULL here (ON DELETE SET NULL).
    await tx.delete(users).where(eq(users.id, userId))
    return profile?.avatarPath ?? null
  })
  if (avatarKey) await storage.delete(avatarKey)
}
