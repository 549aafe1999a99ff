import { sql } from 'drizzle-orm'
import type { Tx } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'

// products.rating and review_count are kept by the database from product_reviews, in the same
// transaction as every write of a review (migration 0004_ratings_from_reviews: statement
// triggers and recount_product_ratings()), so no service counts them and none can forget to.

/**
 * Locks products in id order before their reviews change, so writers of one product's reviews
 * take turns (the one-review-per-user check sees the other's review) and two transactions
 * touching several products cannot deadlock. The database's recount locks in the same order.
 */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.id} IN (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(products.id)
    .for('update')
  return rows.map((r) => r.id)
}
