import { asc, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import {
  cartItems,
  favorites,
  notifications,
  orders,
  productReviews,
  products,
  profiles,
  reviewHelpfulVotes,
  users,
} from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findOrderDetail } from '#server/modules/orders/order-queries.ts'
import type { AccountExport } from '#shared/schemas/account.ts'
import { listAddresses } from './address-service.ts'
import { getPreferences } from './preferences-service.ts'

// Data Export (decisions.md 11): everything kept about the signed-in user, read in one
// transaction so the file is one consistent picture. Each query names this user; the password
// hash (accounts), sessions and other people's data are never read.

const iso = (d: Date) => d.toISOString()
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null)

export async function exportAccountData(db: Db, userId: string, now = new Date()): Promise<AccountExport> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId))
    if (!account) throw AppError.notFound('Account not found')
    const [profile] = await tx
      .select({ name: profiles.name, phone: profiles.phone, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    return {
      exportedAt: iso(now),
      account: { ...account, createdAt: iso(account.createdAt) },
      profile: profile ?? { name: null, phone: null, avatarUrl: null },
      addresses: await listAddresses(tx, userId),
      preferences: await getPreferences(tx, userId),
      favorites: await exportFavorites(tx, userId),
      reviews: await exportReviews(tx, userId),
      helpfulVotes: (
        await tx
          .select({ reviewId: reviewHelpfulVotes.reviewId, createdAt: reviewHelpfulVotes.createdAt })
          .from(reviewHelpfulVotes)
          .where(eq(reviewHelpfulVotes.userId, userId))
          .orderBy(asc(reviewHelpfulVotes.createdAt))
      ).map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
      cart: (
        await tx
          .select({
            productId: cartItems.productId,
            productName: products.name,
            quantity: cartItems.quantity,
            updatedAt: cartItems.updatedAt,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(eq(cartItems.userId, userId))
          .orderBy(asc(cartItems.createdAt))
      ).map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })),
      orders: await exportOrders(tx, userId),
      notifications: (
        await tx
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt))
      ).map((n) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        message: n.message,
        link: n.link,
        isRead: n.isRead,
        readAt: isoOrNull(n.readAt),
        createdAt: iso(n.createdAt),
      })),
    }
  })
}

async function exportFavorites(tx: Tx, userId: string) {
  const rows = await tx
    .select({ productId: favorites.productId, productName: products.name, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt))
  return rows.map((f) => ({ ...f, createdAt: iso(f.createdAt) }))
}

async function exportReviews(tx: Tx, userId: string) {
  const rows = await tx
    .select({ review: productReviews, productName: products.name })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.userId, userId))
    .orderBy(asc(productReviews.createdAt))
  return rows.map(({ review: r, productName }) => ({
    id: r.id,
    productId: r.productId,
    productName,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    verifiedPurchase: r.verifiedPurchase,
    helpfulCount: r.helpfulCount,
    createdAt: iso(r.createdAt),
  }))
}

async function exportOrders(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt))
  const details = []
  // The same shape as order tracking shows; an export is rare, so one order at a time is fine.
  for (const { id } of rows) {
    const detail = await findOrderDetail(tx, id, userId)
    if (detail) details.push(detail)
  }
  return details
}
