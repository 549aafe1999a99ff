import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPost, GOOD_PASSWORD } from '#server/auth/auth-test-helpers.ts'
import { queryRows } from '#server/db/database.ts'
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts'
import { DEMO_REVIEWERS, DEMO_REVIEWS } from './demo-reviews.ts'
import { seedDemoDataIfEmpty } from './seed-demo.ts'
import { DEMO_REVIEWER_EMAIL_DOMAIN } from './seed-demo-reviews.ts'

// Issue 9 item 5 and decisions.md 20: the demo store's ratings come from real reviews, and
// everything about them is true: counts, averages, helpful votes, verified purchases.

const quiet = { info: () => {} }

describe('the demo catalogue ships real reviews', () => {
  let t: TestApp
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query)

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoDataIfEmpty(t.db, quiet)
  })
  afterAll(() => t?.close())

  it('every product shows what its stored reviews say; many have reviews, some none yet', async () => {
    const products = await rows<{ rating: number; review_count: number; avg: number; n: number }>(sql`
      SELECT p.rating, p.review_count,
             coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 AS avg, count(r.id)::int AS n
      FROM products p LEFT JOIN product_reviews r ON r.product_id = p.id GROUP BY p.id`)
    for (const p of products) expect([p.rating, p.review_count]).toEqual([p.avg, p.n])
    const reviewed = products.filter((p) => p.n > 0)
    expect(reviewed.length).toBe(Object.keys(DEMO_REVIEWS).length)
    expect(reviewed.length).toBeGreaterThan(100)
    expect(products.length - reviewed.length).toBeGreaterThan(20)
    // Believable spread: not every product is 4.5 stars.
    expect(Math.min(...reviewed.map((p) => p.rating))).toBeLessThan(3.5)
    expect(Math.max(...reviewed.map((p) => p.rating))).toBe(5)
  })

  it('the demo data names only demo products, with texts the review form would accept', () => {
    const texts = new Set<string>()
    for (const list of Object.values(DEMO_REVIEWS)) {
      const by = new Set(list.map(([who]) => who))
      expect(by.size, 'one review per reviewer and product').toBe(list.length)
      for (const [, stars, daysAgo, title, comment] of list) {
        expect(stars).toBeGreaterThanOrEqual(1)
        expect(daysAgo).toBeGreaterThan(0)
        expect(title.trim().length).toBeGreaterThanOrEqual(3)
        expect(title.length).toBeLessThanOrEqual(100)
        expect(comment.trim().length).toBeGreaterThanOrEqual(10)
        expect(comment.length).toBeLessThanOrEqual(1000)
        expect(texts.has(comment), `written once: ${comment}`).toBe(false)
        texts.add(comment)
      }
    }
  })

  it('a verified purchase is exactly a delivered order of the product by the reviewer, before the review', async () => {
    const reviews = await rows<{ verified: boolean; bought: boolean; bought_before: boolean }>(sql`
      SELECT r.verified_purchase AS verified,
             exists (SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
                     WHERE o.user_id = r.user_id AND i.product_id = r.product_id AND o.status <> 'cancelled') AS bought,
             exists (SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
                     WHERE o.user_id = r.user_id AND i.product_id = r.product_id
                       AND o.status = 'delivered' AND o.delivered_at < r.created_at) AS bought_before
      FROM product_reviews r`)
    for (const r of reviews)
      expect({ verified: r.verified, bought: r.bought }).toEqual({ verified: r.verified, bought: r.verified })
    const verified = reviews.filter((r) => r.verified)
    expect(verified.length).toBeGreaterThan(40)
    expect(verified.length).toBeLessThan(reviews.length / 2)
    expect(verified.every((r) => r.bought_before)).toBe(true)
  })

  it("the demo orders add up, and lie outside a new store's today, week and month", async () => {
    const orders = await rows<{ ok_total: boolean; ok_items: boolean; age_days: number; steps: number }>(sql`
      SELECT o.total_amount = o.subtotal + o.delivery_fee AS ok_total,
             o.subtotal = (SELECT sum(i.total_price) FROM order_items i WHERE i.order_id = o.id) AS ok_items,
             (extract(epoch FROM now() - o.created_at) / 86400)::float8 AS age_days,
             (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS steps
      FROM orders o`)
    expect(orders.length).toBeGreaterThan(10)
    for (const o of orders) {
      expect(o).toMatchObject({ ok_total: true, ok_items: true, steps: 5 })
      expect(o.age_days).toBeGreaterThan(31)
    }
  })

  it('helpful counts are votes by other people', async () => {
    const reviews = await rows<{ helpful_count: number; votes: number; own: number }>(sql`
      SELECT r.helpful_count,
             (SELECT count(*)::int FROM review_helpful_votes v WHERE v.review_id = r.id) AS votes,
             (SELECT count(*)::int FROM review_helpful_votes v WHERE v.review_id = r.id AND v.user_id = r.user_id) AS own
      FROM product_reviews r`)
    for (const r of reviews) expect([r.helpful_count, r.own]).toEqual([r.votes, 0])
    expect(reviews.some((r) => r.votes > 10)).toBe(true)
  })

  it('nobody can sign in as a demo reviewer', async () => {
    const [reviewers] = await rows<{ n: number; with_login: number; verified: number }>(sql`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE exists (SELECT 1 FROM accounts a WHERE a.user_id = u.id))::int AS with_login,
             count(*) FILTER (WHERE u.email_verified)::int AS verified
      FROM users u WHERE u.email LIKE ${`%@${DEMO_REVIEWER_EMAIL_DOMAIN}`}`)
    expect(reviewers).toEqual({ n: Object.keys(DEMO_REVIEWERS).length, with_login: 0, verified: 0 })
    const res = await authPost(t, '/sign-in/email', {
      email: `priya@${DEMO_REVIEWER_EMAIL_DOMAIN}`,
      password: GOOD_PASSWORD,
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.cookies.some((c) => c.name.includes('session_token') && c.value)).toBe(false)
  })

  it('a catalogue reset seeds the reviews afresh, without a second set of demo orders', async () => {
    const before = await rows<{ orders: number; reviews: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM product_reviews) AS reviews`)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM products`)
      await tx.execute(sql`DELETE FROM categories`)
    })
    await seedDemoDataIfEmpty(t.db, quiet)
    const after = await rows<{ orders: number; reviews: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM product_reviews) AS reviews`)
    expect(after).toEqual(before)
  })
})
