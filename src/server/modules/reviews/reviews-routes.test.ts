import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productReviews, products } from '#server/db/schema.ts'
import { insertProduct } from '#server/test-support/fixtures.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { deleteReview } from './reviews-service.ts'
import { insertOrderFor, type Shopper, signInShopper } from './shopper-test-helpers.ts'

const goodReview = { rating: 4, title: 'Fresh and crisp', comment: 'Arrived cold and lasted the whole week.' }

describe('product reviews', () => {
  let t: TestApp
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    t = await createTestApp()
    asha = await signInShopper(t, 'asha')
    ravi = await signInShopper(t, 'ravi')
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (productId: string, payload: object, who?: Shopper) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload,
      headers: who ? { cookie: who.cookie } : {},
    })
  const list = (productId: string, who?: Shopper) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/reviews`,
      headers: who ? { cookie: who.cookie } : {},
    })
  const vote = (reviewId: string, method: 'POST' | 'DELETE', who?: Shopper) =>
    t.app.inject({ method, url: `/api/reviews/${reviewId}/vote`, headers: who ? { cookie: who.cookie } : {} })
  const ratingOf = async (productId: string) => {
    const [row] = await t.db
      .select({ rating: products.rating, reviewCount: products.reviewCount })
      .from(products)
      .where(eq(products.id, productId))
    return row
  }

  it('lets a visitor read reviews but not write or vote (401)', async () => {
    const product = await insertProduct(t.db)
    const res = await list(product.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20, hasReviewed: false })
    expect((await post(product.id, goodReview)).statusCode).toBe(401)
    expect((await vote(crypto.randomUUID(), 'POST')).statusCode).toBe(401)
    expect((await vote(crypto.randomUUID(), 'DELETE')).statusCode).toBe(401)
  })

  it('answers 404 for reviews of a product that does not exist', async () => {
    expect((await list(crypto.randomUUID())).statusCode).toBe(404)
    expect((await post(crypto.randomUUID(), goodReview, asha)).statusCode).toBe(404)
  })

  it('saves a review with the trimmed text and keeps the product rating true', async () => {
    const product = await insertProduct(t.db, { rating: 0, reviewCount: 0 })
    const res = await post(
      product.id,
      { rating: 5, title: '  Superb mangoes ', comment: ' Sweet, ripe and well packed. ' },
      asha,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      rating: 5,
      title: 'Superb mangoes',
      comment: 'Sweet, ripe and well packed.',
      helpfulCount: 0,
      verifiedPurchase: false,
      isOwn: true,
      votedHelpful: false,
    })
    expect(await ratingOf(product.id)).toEqual({ rating: 5, reviewCount: 1 })

    expect((await post(product.id, { ...goodReview, rating: 4 }, ravi)).statusCode).toBe(201)
    // (5 + 4) / 2 = 4.5
    expect(await ratingOf(product.id)).toEqual({ rating: 4.5, reviewCount: 2 })
  })

  it('rounds the average to one decimal and goes back to 0 when the last review is deleted', async () => {
    const product = await insertProduct(t.db, { rating: 3, reviewCount: 99 })
    const carol = await signInShopper(t, 'carol')
    const ids: string[] = []
    for (const [who, rating] of [
      [asha, 5],
      [ravi, 4],
      [carol, 4],
    ] as const) {
      const res = await post(product.id, { ...goodReview, rating }, who)
      ids.push(res.json().id)
    }
    // 13 / 3 = 4.333… → 4.3
    expect(await ratingOf(product.id)).toEqual({ rating: 4.3, reviewCount: 3 })
    await deleteReview(t.db, ids[0]!)
    expect(await ratingOf(product.id)).toEqual({ rating: 4, reviewCount: 2 })
    await deleteReview(t.db, ids[1]!)
    await deleteReview(t.db, ids[2]!)
    expect(await ratingOf(product.id)).toEqual({ rating: 0, reviewCount: 0 })
    await expect(deleteReview(t.db, ids[2]!)).rejects.toMatchObject({ statusCode: 404 })
  })

  it('refuses a second review of the same product with 409', async () => {
    const product = await insertProduct(t.db)
    expect((await post(product.id, goodReview, asha)).statusCode).toBe(201)
    const again = await post(product.id, { ...goodReview, rating: 1 }, asha)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'DUPLICATE_REVIEW',
      message: 'You have already reviewed this product',
    })
    expect(await ratingOf(product.id)).toEqual({ rating: 4, reviewCount: 1 })
  })

  it('names the field and gives the spec message for bad input', async () => {
    const product = await insertProduct(t.db)
    const cases: [object, string, string][] = [
      [{ ...goodReview, rating: 0 }, 'body.rating', 'Please select a rating'],
      [{ title: goodReview.title, comment: goodReview.comment }, 'body.rating', 'Please select a rating'],
      [{ ...goodReview, rating: 4.5 }, 'body.rating', 'Please select a rating'],
      [{ ...goodReview, title: '  ab  ' }, 'body.title', 'Title must be at least 3 characters'],
      [{ ...goodReview, title: 'x'.repeat(101) }, 'body.title', 'Title must be at most 100 characters'],
      [{ ...goodReview, comment: 'too short' }, 'body.comment', 'Review must be at least 10 characters'],
      [
        { ...goodReview, comment: 'y'.repeat(1001) },
        'body.comment',
        'Review must be at most 1000 characters',
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await post(product.id, payload, asha)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
  })

  it('refuses fields the server decides (verified purchase, helpful count, user)', async () => {
    const product = await insertProduct(t.db)
    for (const extra of [
      { verifiedPurchase: true },
      { helpfulCount: 99 },
      { userId: ravi.id },
      { userName: 'Ravi' },
    ]) {
      const res = await post(product.id, { ...goodReview, ...extra }, asha)
      expect(res.statusCode).toBe(400)
      // An unknown key is a problem of the body as a whole; the message names it.
      expect(res.json().error.fields).toHaveProperty([`body.${Object.keys(extra)[0]}`])
    }
    expect((await list(product.id)).json().total).toBe(0)
  })

  it('marks a review verified only when the reviewer has a non-cancelled order with the product', async () => {
    const [bought, cancelledOnly, other] = await Promise.all([
      insertProduct(t.db),
      insertProduct(t.db),
      insertProduct(t.db),
    ])
    const dev = await signInShopper(t, 'dev')
    await insertOrderFor(t.db, dev.id, [bought], 'delivered')
    await insertOrderFor(t.db, dev.id, [cancelledOnly], 'cancelled')
    // Someone else buying the product does not verify dev's review.
    await insertOrderFor(t.db, asha.id, [other], 'pending')

    expect((await post(bought.id, goodReview, dev)).json().verifiedPurchase).toBe(true)
    expect((await post(cancelledOnly.id, goodReview, dev)).json().verifiedPurchase).toBe(false)
    expect((await post(other.id, goodReview, dev)).json().verifiedPurchase).toBe(false)
  })

  it('shows the reviewer by profile name, never by e-mail', async () => {
    const product = await insertProduct(t.db)
    const erin = await signInShopper(t, 'erin')
    const anonymous = (await post(product.id, goodReview, erin)).json()
    expect(anonymous.userName).toBe('Customer')
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'Asha R' },
      headers: { cookie: asha.cookie },
    })
    const named = (await post(product.id, goodReview, asha)).json()
    expect(named.userName).toBe('Asha R')
    expect(JSON.stringify((await list(product.id)).json())).not.toContain('@example.in')
  })

  it('lists newest first and tells a signed-in caller what they wrote and voted for', async () => {
    const product = await insertProduct(t.db)
    const first = (await post(product.id, { ...goodReview, title: 'First one' }, asha)).json()
    const second = (await post(product.id, { ...goodReview, title: 'Second one' }, ravi)).json()
    expect((await vote(first.id, 'POST', ravi)).statusCode).toBe(200)

    const forRavi = (await list(product.id, ravi)).json()
    expect(forRavi.items.map((r: { title: string }) => r.title)).toEqual(['Second one', 'First one'])
    expect(forRavi.hasReviewed).toBe(true)
    expect(forRavi.items[0]).toMatchObject({ id: second.id, isOwn: true, votedHelpful: false })
    expect(forRavi.items[1]).toMatchObject({
      id: first.id,
      isOwn: false,
      votedHelpful: true,
      helpfulCount: 1,
    })

    const forVisitor = (await list(product.id)).json()
    expect(forVisitor.hasReviewed).toBe(false)
    expect(
      forVisitor.items.every((r: { isOwn: boolean; votedHelpful: boolean }) => !r.isOwn && !r.votedHelpful),
    ).toBe(true)

    const paged = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?page=2&pageSize=1` })
    ).json()
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 })
    expect(paged.items.map((r: { id: string }) => r.id)).toEqual([first.id])
  })

  it('toggles a helpful vote and keeps the count equal to the votes', async () => {
    const product = await insertProduct(t.db)
    const review = (await post(product.id, goodReview, asha)).json()
    const fay = await signInShopper(t, 'fay')

    expect((await vote(review.id, 'POST', ravi)).json()).toEqual({
      reviewId: review.id,
      helpfulCount: 1,
      votedHelpful: true,
    })
    // Voting twice still counts once.
    expect((await vote(review.id, 'POST', ravi)).json().helpfulCount).toBe(1)
    expect((await vote(review.id, 'POST', fay)).json().helpfulCount).toBe(2)
    expect((await vote(review.id, 'DELETE', ravi)).json()).toEqual({
      reviewId: review.id,
      helpfulCount: 1,
      votedHelpful: false,
    })
    // Taking back a vote one never gave changes nothing, and touches nobody else's vote.
    expect((await vote(review.id, 'DELETE', ravi)).json().helpfulCount).toBe(1)
    const [row] = await t.db.select().from(productReviews).where(eq(productReviews.id, review.id))
    expect(row?.helpfulCount).toBe(1)
  })

  it('refuses a vote on one’s own review and on a review that does not exist', async () => {
    const product = await insertProduct(t.db)
    const review = (await post(product.id, goodReview, asha)).json()
    const own = await vote(review.id, 'POST', asha)
    expect(own.statusCode).toBe(403)
    expect(own.json().error.message).toBe('You cannot vote on your own review')
    expect((await vote(crypto.randomUUID(), 'POST', ravi)).statusCode).toBe(404)
    expect((await vote('not-an-id', 'POST', ravi)).statusCode).toBe(400)
  })

  it('keeps rating, review count and helpful count true under simultaneous writes', async () => {
    const product = await insertProduct(t.db, { rating: 0, reviewCount: 0 })
    const crowd = [
      asha,
      ravi,
      ...(await Promise.all(['gita', 'hari', 'indu'].map((n) => signInShopper(t, n)))),
    ]
    const ratings = [5, 4, 3, 2, 2]
    const created = await Promise.all(
      crowd.map((who, i) => post(product.id, { ...goodReview, rating: ratings[i] }, who)),
    )
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201])
    // 16 / 5 = 3.2
    expect(await ratingOf(product.id)).toEqual({ rating: 3.2, reviewCount: 5 })

    const target = created[0]!.json().id
    const votes = await Promise.all(crowd.slice(1).map((who) => vote(target, 'POST', who)))
    expect(votes.every((r) => r.statusCode === 200)).toBe(true)
    const [row] = await t.db.select().from(productReviews).where(eq(productReviews.id, target))
    expect(row?.helpfulCount).toBe(4)
  })
})
