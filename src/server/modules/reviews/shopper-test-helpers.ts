import { eq } from 'drizzle-orm'
import { signUpVerified } from '#server/auth/auth-test-helpers.ts'
import type { Db } from '#server/db/database.ts'
import { orderItems, orders, users } from '#server/db/schema.ts'
import type { ProductRow } from '#server/test-support/fixtures.ts'
import type { TestApp } from '#server/test-support/test-app.ts'

// Shared by the reviews, favourites and account suites: a real signed-in shopper (sign-up,
// the mailed link, the session cookie) and an order row for verified purchases and exports.

export type Shopper = { id: string; email: string; cookie: string }

let shopperCount = 0

export async function signInShopper(t: TestApp, label: string): Promise<Shopper> {
  shopperCount += 1
  const email = `${label}-${shopperCount}@example.in`
  // A different client address each: sign-up is rate limited per address.
  const cookie = await signUpVerified(
    t,
    email,
    `10.77.${Math.floor(shopperCount / 250)}.${shopperCount % 250}`,
  )
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user row for ${email}`)
  return { id: user.id, email, cookie }
}

let orderCount = 0

/** One order of the given products (quantity 1 each), straight into the tables. */
export async function insertOrderFor(
  db: Db,
  userId: string,
  items: ProductRow[],
  status: (typeof orders.$inferInsert)['status'] = 'pending',
) {
  orderCount += 1
  const subtotal = items.reduce((sum, p) => sum + p.price, 0)
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-${900000 + orderCount}`,
      userId,
      subtotal,
      deliveryFee: 0,
      totalAmount: subtotal,
      deliveryAddress: {
        recipientName: 'Asha Rao',
        phone: '9876543210',
        addressLine1: '12 MG Road',
        addressLine2: 'Flat 4',
        landmark: 'Near the temple',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      deliveryLocation: {
        id: crypto.randomUUID(),
        name: 'Koramangala',
        area: '5th Block',
        city: 'Bengaluru',
        deliveryTime: 30,
      },
      deliveryTimeSlot: '10:00 - 12:00, tomorrow',
      notes: 'Ring the bell twice',
      status,
    })
    .returning()
  if (items.length) {
    await db.insert(orderItems).values(
      items.map((p) => ({
        orderId: order!.id,
        productId: p.id,
        productName: p.name,
        quantity: 1,
        unitPrice: p.price,
        totalPrice: p.price,
      })),
    )
  }
  return order!
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function formWithFile(filename: string, contentType: string, data: Buffer) {
  const boundary = `----freshcart${Math.random().toString(16).slice(2)}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
