import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { addresses, cartItems, deliveryLocations, deliverySlots, products, users } from '#server/db/schema.ts'
import { STORE_TIME_ZONE } from '#shared/store-clock.ts'
import { placeOrder } from './checkout-service.ts'

// Test data for the cart, checkout, orders and notifications suites. Rows go straight into the
// database: these suites test the services and routes above the catalogue, not its admin.

export async function createUsers(db: Db, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID()
    return { id, name: `Shopper ${id.slice(0, 6)}`, email: `${id}@test.local`, emailVerified: true }
  })
  await db.insert(users).values(rows)
  return rows.map((r) => r.id)
}

export async function createUser(db: Db): Promise<string> {
  const [id] = await createUsers(db, 1)
  return id!
}

export async function createProduct(
  db: Db,
  p: {
    name?: string
    price?: number
    originalPrice?: number | null
    stock?: number
    isAvailable?: boolean
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      name: p.name ?? `Product ${randomUUID().slice(0, 6)}`,
      price: p.price ?? 5000,
      originalPrice: p.originalPrice ?? null,
      unit: '1 pc',
      imageUrl: '/images/test.jpg',
      stockQuantity: p.stock ?? 100,
      isAvailable: p.isAvailable ?? true,
    })
    .returning({ id: products.id })
  return row!.id
}

/** An area; without pincodes it delivers to every pincode (delivery-areas.ts). */
export async function createLocation(db: Db, isActive = true, pincodes: string[] = []): Promise<string> {
  const [row] = await db
    .insert(deliveryLocations)
    .values({
      name: 'Koramangala',
      area: '5th Block',
      city: 'Bengaluru',
      deliveryTime: 30,
      isActive,
      pincodes,
    })
    .returning({ id: deliveryLocations.id })
  return row!.id
}

/** A slot `daysFromToday` days after today in the store's time zone (negative: in the past). */
export async function createSlot(
  db: Db,
  s: {
    daysFromToday?: number
    startTime?: string
    endTime?: string
    maxOrders?: number
    isActive?: boolean
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(deliverySlots)
    .values({
      slotDate: sql`((now() AT TIME ZONE ${STORE_TIME_ZONE})::date + ${s.daysFromToday ?? 1}::int)`,
      startTime: s.startTime ?? '09:00',
      endTime: s.endTime ?? '11:00',
      maxOrders: s.maxOrders ?? 50,
      isActive: s.isActive ?? true,
    })
    .returning({ id: deliverySlots.id })
  return row!.id
}

/** An address in `locationId`'s area; by default in the newest active area. */
export async function createAddress(db: Db, userId: string, locationId?: string): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      locationId:
        locationId ??
        sql`(SELECT id FROM ${deliveryLocations} WHERE is_active ORDER BY created_at DESC, id DESC LIMIT 1)`,
      title: 'Home',
      recipientName: 'Asha Rao',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      addressLine2: 'Flat 4B',
      landmark: 'Near the park',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    })
    .returning({ id: addresses.id })
  return row!.id
}

export async function putInCart(db: Db, userId: string, productId: string, quantity: number) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } })
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId))
  return row!.stock
}

export async function slotOrders(db: Db, slotId: string): Promise<number> {
  const [row] = await db
    .select({ n: deliverySlots.currentOrders })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId))
  return row!.n
}

/** A shopper ready to check out: a user with an address, plus the location and slot to choose. */
export async function checkoutSetup(db: Db, opts: { maxOrders?: number } = {}) {
  const locationId = await createLocation(db)
  const slotId = await createSlot(db, { maxOrders: opts.maxOrders ?? 50 })
  return { locationId, slotId }
}

let keySeq = 0
export const newKey = () => `test-key-${Date.now()}-${++keySeq}`

/** An order placed through the real checkout: a new address of the user, the lines in the cart, Place Order. */
export async function placeTestOrder(
  db: Db,
  where: { locationId: string; slotId: string },
  userId: string,
  lines: [productId: string, quantity: number][],
) {
  const addressId = await createAddress(db, userId, where.locationId)
  for (const [productId, quantity] of lines) await putInCart(db, userId, productId, quantity)
  const { order } = await placeOrder(db, {
    userId,
    addressId,
    ...where,
    paymentMethod: 'cod',
    idempotencyKey: newKey(),
  })
  return order
}
