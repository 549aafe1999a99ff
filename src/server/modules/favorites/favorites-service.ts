import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { favorites, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { productSummaryColumns } from '#server/modules/catalog/product-query.ts'
import type { Favorite, FavoriteState } from '#shared/schemas/favorites.ts'

// A user's favourites (spec section 7 "favorites"); every query is filtered by the user's id.

/** Newest first, each with what the Favorites list shows (price, MRP, unit, rating, stock). */
export async function listFavorites(db: Db, userId: string): Promise<Favorite[]> {
  const rows = await db
    .select({ createdAt: favorites.createdAt, product: productSummaryColumns })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
  return rows.map((r) => ({
    productId: r.product.id,
    createdAt: r.createdAt.toISOString(),
    product: r.product,
  }))
}

/** For the hearts on product cards. */
export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
  return rows.map((r) => r.productId)
}

/** Idempotent: favouriting twice (a double tap, two tabs) leaves one row and answers the same. */
export async function addFavorite(db: Db, userId: string, productId: string): Promise<FavoriteState> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!product) throw AppError.notFound('Product not found')
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing()
  return { productId, isFavorite: true }
}

export async function removeFavorite(db: Db, userId: string, productId: string): Promise<FavoriteState> {
  const [deleted] = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.id })
  if (!deleted) throw AppError.notFound('This product is not in your favorites')
  return { productId, isFavorite: false }
}
