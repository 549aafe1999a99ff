import { inArray, like, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/database.ts'
import {
  type AddressSnapshot,
  deliveryLocations,
  orderItems,
  orderStatusHistory,
  orders,
  productReviews,
  profiles,
  reviewHelpfulVotes,
  users,
} from '#server/db/schema.ts'
import { formatOrderSlotText } from '#server/modules/checkout/delivery-slot-service.ts'
import { priceCart } from '#shared/pricing.ts'
import { storeDate } from '#shared/store-clock.ts'
import { DEMO_SLOT_WINDOWS } from './demo-locations.ts'
import { DEMO_REVIEWERS, DEMO_REVIEWS, type DemoReviewer } from './demo-reviews.ts'
import { between, randomFor } from './prng.ts'

// The demo catalogue's reviews (issue 9 item 5): the ratings and counts shoppers see are the
// database's count of these (migration 0004), never figures of their own.
//
// The reviewers are accounts without a password or a verified e-mail, at an address no mail can
// reach (.invalid, RFC 2606): nobody can sign in as them. A review marked verified is backed by
// a delivered order of the reviewer's containing the product (decisions.md 10). Those orders
// were delivered more than 30 days before the seed, so a new store's today, week and month
// figures start at zero; they show in the order list, customers and all-time top products.

export const DEMO_REVIEWER_EMAIL_DOMAIN = 'reviewers.freshcart.invalid'
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** What the seed needs of each demo product it may name: its row id and its shelf figures. */
export type SeededProduct = {
  id: string
  name: string
  unit: string
  price: number
  originalPrice: number | null
  imageUrl: string | null
}

export type ReviewSeedCounts = { reviewers: number; reviews: number; orders: number; helpfulVotes: number }

const reviewerId = (key: DemoReviewer) => `demo-reviewer-${key}`

/**
 * Replaces the demo reviewers (a catalogue reset seeds again) and writes their orders, reviews
 * and helpful votes. `bySlug` maps each demo product's slug to its new row.
 */
export async function seedDemoReviews(
  tx: Tx,
  bySlug: ReadonlyMap<string, SeededProduct>,
  now: number,
): Promise<ReviewSeedCounts> {
  const earlier = await tx
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_REVIEWER_EMAIL_DOMAIN}`))
  if (earlier.length > 0) {
    const ids = earlier.map((u) => u.id)
    // Their orders would outlive them anonymised (orders keep the books); demo orders go with them.
    await tx.delete(orders).where(inArray(orders.userId, ids))
    await tx.delete(users).where(inArray(users.id, ids))
  }

  const keys = Object.keys(DEMO_REVIEWERS) as DemoReviewer[]
  const joined = new Date(now - 240 * DAY_MS)
  await tx.insert(users).values(
    keys.map((key) => ({
      id: reviewerId(key),
      name: DEMO_REVIEWERS[key],
      email: `${key}@${DEMO_REVIEWER_EMAIL_DOMAIN}`,
      emailVerified: false,
      createdAt: joined,
      updatedAt: joined,
    })),
  )
  await tx
    .insert(profiles)
    .values(keys.map((key) => ({ userId: reviewerId(key), name: DEMO_REVIEWERS[key] })))

  const reviews = Object.entries(DEMO_REVIEWS).flatMap(([slug, list]) => {
    const product = bySlug.get(slug)
    if (!product) throw new Error(`demo review of an unknown product: ${slug}`)
    return list.map(([by, stars, daysAgo, title, comment, options = {}]) => {
      const random = randomFor(`${slug} ${by}`)
      return {
        slug,
        product,
        by,
        stars,
        title,
        comment,
        verified: options.verified ?? false,
        helpful: options.helpful ?? 0,
        at: new Date(now - daysAgo * DAY_MS - between(random, 1, 14) * HOUR_MS),
        random,
      }
    })
  })

  const orderCount = await seedVerifiedOrders(tx, reviews)

  const inserted = await tx
    .insert(productReviews)
    .values(
      reviews.map((r) => ({
        productId: r.product.id,
        userId: reviewerId(r.by),
        rating: r.stars,
        title: r.title,
        comment: r.comment,
        verifiedPurchase: r.verified,
        helpfulCount: Math.min(r.helpful, keys.length - 1),
        userName: DEMO_REVIEWERS[r.by],
        createdAt: r.at,
        updatedAt: r.at,
      })),
    )
    .returning({ id: productReviews.id, userId: productReviews.userId, productId: productReviews.productId })

  // 'Helpful (N)' is a count of real votes, by other demo reviewers.
  const votes = reviews.flatMap((r, i) => {
    const voters = keys.filter((k) => k !== r.by)
    const chosen: DemoReviewer[] = []
    const wanted = Math.min(r.helpful, voters.length)
    while (chosen.length < wanted) {
      const pick = voters.splice(between(r.random, 0, voters.length - 1), 1)[0]!
      chosen.push(pick)
    }
    return chosen.map((voter) => ({ reviewId: inserted[i]!.id, userId: reviewerId(voter), createdAt: r.at }))
  })
  if (votes.length > 0) await tx.insert(reviewHelpfulVotes).values(votes)

  return { reviewers: keys.length, reviews: inserted.length, orders: orderCount, helpfulVotes: votes.length }
}

type PlannedReview = { product: SeededProduct; by: DemoReviewer; verified: boolean; at: Date }

/** One delivered order per reviewer with verified reviews, holding those products, before them. */
async function seedVerifiedOrders(tx: Tx, reviews: PlannedReview[]): Promise<number> {
  const byReviewer = new Map<DemoReviewer, PlannedReview[]>()
  for (const r of reviews.filter((r) => r.verified))
    byReviewer.set(r.by, [...(byReviewer.get(r.by) ?? []), r])
  if (byReviewer.size === 0) return 0
  const areas = await tx.select().from(deliveryLocations).orderBy(deliveryLocations.deliveryTime)
  if (areas.length === 0) throw new Error('demo reviews need the demo delivery areas')

  for (const [n, [by, bought]] of [...byReviewer].entries()) {
    const random = randomFor(`order ${by}`)
    const firstReview = Math.min(...bought.map((r) => r.at.getTime()))
    const deliveredAt = new Date(firstReview - between(random, 2, 4) * DAY_MS)
    const placedAt = new Date(deliveredAt.getTime() - 20 * HOUR_MS)
    const area = areas[n % areas.length]!
    const [start, end] = DEMO_SLOT_WINDOWS[n % DEMO_SLOT_WINDOWS.length]!
    const lines = bought.map(({ product }) => {
      const quantity = product.price < 5000 ? 2 : 1
      return { product, quantity, total: product.price * quantity }
    })
    const totals = priceCart(lines.reduce((sum, l) => sum + l.total, 0))
    const name = DEMO_REVIEWERS[by]
    const address: AddressSnapshot = {
      recipientName: name,
      // Not a real number: 90000 000NN marks the demo's made-up customers.
      phone: `90000000${String(n + 1).padStart(2, '0')}`,
      addressLine1: `${between(random, 2, 480)}, ${between(random, 1, 18)}th Cross`,
      addressLine2: null,
      landmark: null,
      city: area.city,
      state: 'Karnataka',
      // A pincode of the order's area (ADR 019).
      pincode:
        area.pincodes[between(random, 0, area.pincodes.length - 1)] ?? `5600${between(random, 10, 99)}`,
    }
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: sql`'ORD-' || nextval('order_number_seq')`,
        userId: reviewerId(by),
        subtotal: totals.subtotal,
        deliveryFee: totals.deliveryFee,
        totalAmount: totals.total,
        deliveryAddress: address,
        deliveryLocation: {
          id: area.id,
          name: area.name,
          area: area.area,
          city: area.city,
          deliveryTime: area.deliveryTime,
        },
        deliveryTimeSlot: formatOrderSlotText({
          slotDate: storeDate(deliveredAt),
          startTime: start,
          endTime: end,
        }),
        slotDate: storeDate(deliveredAt),
        slotStartTime: start,
        slotEndTime: end,
        paymentStatus: 'completed',
        status: 'delivered',
        estimatedDelivery: deliveredAt,
        deliveredAt,
        createdAt: placedAt,
        updatedAt: deliveredAt,
      })
      .returning({ id: orders.id })
    await tx.insert(orderItems).values(
      lines.map(({ product, quantity, total }) => ({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        productImage: product.imageUrl,
        unit: product.unit,
        quantity,
        unitPrice: product.price,
        originalPrice: product.originalPrice,
        totalPrice: total,
      })),
    )
    const steps = ['pending', 'confirmed', 'preparing', 'out_for_delivery', 'delivered'] as const
    const span = deliveredAt.getTime() - placedAt.getTime()
    await tx.insert(orderStatusHistory).values(
      steps.map((status, i) => ({
        orderId: order!.id,
        status,
        notes: i === 0 ? 'Order placed' : null,
        createdAt: new Date(placedAt.getTime() + (span * i) / (steps.length - 1)),
      })),
    )
  }
  return byReviewer.size
}
