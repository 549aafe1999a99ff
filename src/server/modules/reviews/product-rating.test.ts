import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '#server/db/database.ts'
import { productReviews, products, users } from '#server/db/schema.ts'
import { createUsers } from '#server/modules/checkout/checkout-fixtures.ts'
import { MIGRATIONS_DIR } from '#server/paths.ts'
import { insertProduct } from '#server/test-support/fixtures.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { createReview } from './reviews-service.ts'

// Issue 9 item 5, decisions.md 20: a product's rating and review count are always what its stored
// reviews say, whichever way the reviews change (the database keeps them: migration 0004).

const figures = async (db: Db, id: string) => {
  const [row] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, id))
  return row
}

const review = (productId: string, userId: string, rating: number) => ({
  productId,
  userId,
  rating,
  title: 'Good stuff',
  comment: 'Fresh and well packed, would buy again.',
  userName: 'Asha',
})

describe('ratings are the reviews', () => {
  let database: Database
  let db: Db

  beforeAll(async () => {
    database = await openTestDatabase()
    db = database.db
  })
  afterAll(() => database?.close())

  it('follows reviews written, changed and removed by any statement, in the same transaction', async () => {
    const product = await insertProduct(db, { rating: 0, reviewCount: 0 })
    const [a, b, c] = await createUsers(db, 3)
    await db
      .insert(productReviews)
      .values([review(product.id, a!, 5), review(product.id, b!, 4), review(product.id, c!, 4)])
    expect(await figures(db, product.id)).toEqual({ rating: 4.3, reviewCount: 3 })
    await db.update(productReviews).set({ rating: 1 }).where(eq(productReviews.userId, a!))
    expect(await figures(db, product.id)).toEqual({ rating: 3, reviewCount: 3 })
    // A helpful vote changes the review row but not the rating.
    await db.update(productReviews).set({ helpfulCount: 7 }).where(eq(productReviews.userId, b!))
    expect(await figures(db, product.id)).toEqual({ rating: 3, reviewCount: 3 })
    // An account removed outright takes its reviews with it (the foreign key's cascade).
    await db.delete(users).where(eq(users.id, a!))
    expect(await figures(db, product.id)).toEqual({ rating: 4, reviewCount: 2 })
    await db.delete(productReviews).where(eq(productReviews.productId, product.id))
    expect(await figures(db, product.id)).toEqual({ rating: 0, reviewCount: 0 })
    // A rolled-back review leaves no trace in the figures either.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(productReviews).values(review(product.id, b!, 5))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await figures(db, product.id)).toEqual({ rating: 0, reviewCount: 0 })
  })

  it('counts every one of many reviews written at the same moment', async () => {
    const product = await insertProduct(db, { rating: 0, reviewCount: 0 })
    const reviewers = await createUsers(db, 12)
    await Promise.all(
      reviewers.map((userId, i) =>
        createReview(db, userId, product.id, {
          rating: (i % 5) + 1,
          title: 'Honest review',
          comment: 'Arrived on time and tasted fine.',
        }),
      ),
    )
    const [expected] = await db
      .select({ avg: sql<string>`round(avg(${productReviews.rating})::numeric, 1)::text` })
      .from(productReviews)
      .where(eq(productReviews.productId, product.id))
    expect(await figures(db, product.id)).toEqual({ rating: Number(expected!.avg), reviewCount: 12 })
  })

  it("the upgrade replaces figures that no reviews stand behind ('4.7 · 1,640 reviews')", async () => {
    const bare = await insertProduct(db, { rating: 4.7, reviewCount: 1640 })
    const reviewed = await insertProduct(db, { rating: 0, reviewCount: 0 })
    const [u] = await createUsers(db, 1)
    await db.insert(productReviews).values(review(reviewed.id, u!, 4))
    await db.execute(sql`UPDATE products SET rating = 4.9, review_count = 88 WHERE id = ${reviewed.id}`)
    const migration = readFileSync(join(MIGRATIONS_DIR, '0004_ratings_from_reviews.sql'), 'utf8')
    const recount = migration.split('--> statement-breakpoint').at(-1)!
    await db.execute(sql.raw(recount))
    expect(await figures(db, bare.id)).toEqual({ rating: 0, reviewCount: 0 })
    expect(await figures(db, reviewed.id)).toEqual({ rating: 4, reviewCount: 1 })
  })
})
