import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/database.ts'
import { productReviews, products } from '../../db/schema.ts'

/**
 * Locks products in id order before their reviews change, so the rating recomputed afterwards
 * counts every committed review: concurrent reviewers of one product take turns, and two
 * transactions touching several products cannot deadlock.
 */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} IN (${idList(productIds)})`)
    .orderBy(products.id)
    .for('update')
  return rows.map((r) => r.id)
}

/**
 * products.rating and review_count from the reviews themselves (never incremented in place, so
 * they cannot drift): the average rounded to one decimal, 0 when there are none.
 */
export async function recomputeProductRatings(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return
  await tx.execute(sql`
    UPDATE ${products} SET
      rating = s.rating,
      review_count = s.review_count
    FROM (
      SELECT p.id,
             coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 AS rating,
             count(r.id)::int AS review_count
      FROM ${products} p
      LEFT JOIN ${productReviews} r ON r.product_id = p.id
      WHERE p.id IN (${idList(productIds)})
      GROUP BY p.id
    ) s
    WHERE ${products.id} = s.id`)
}

function idList(ids: string[]) {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
}
