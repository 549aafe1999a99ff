import { count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { productReviews, products } from '#server/db/schema.ts'
import type { AdminListQuery, AdminReviewPage } from '#shared/schemas/admin.ts'
import { containsPattern, pageCount } from './like-pattern.ts'

/** 'Review Management': newest first; the search matches title, comment and product name. */
export async function listAdminReviews(db: Db, query: AdminListQuery): Promise<AdminReviewPage> {
  let where: SQL | undefined
  if (query.search) {
    const pattern = containsPattern(query.search)
    where = sql`(lower(${productReviews.title}) LIKE ${pattern} OR lower(${productReviews.comment}) LIKE ${pattern} OR lower(${products.name}) LIKE ${pattern})`
  }
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        productId: productReviews.productId,
        productName: products.name,
        rating: productReviews.rating,
        title: productReviews.title,
        comment: productReviews.comment,
        userName: productReviews.userName,
        verifiedPurchase: productReviews.verifiedPurchase,
        helpfulCount: productReviews.helpfulCount,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(productReviews)
      .leftJoin(products, eq(products.id, productReviews.productId))
      .where(where),
  ])
  const total = totalRow?.n ?? 0
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: pageCount(total, query.pageSize),
  }
}
