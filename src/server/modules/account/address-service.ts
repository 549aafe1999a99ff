import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '#server/db/database.ts'
import { addresses, deliveryLocations, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { areaProblemError } from '#server/lib/area-problem-error.ts'
import { type AreaPincodes, addressAreaProblem } from '#shared/delivery-areas.ts'
import type { Address, AddressInputSchema } from '#shared/schemas/account.ts'

// Every query names the owner: another user's address id is simply "not found" (404), so ids
// cannot be probed (ARCHITECTURE.md). A partial unique index allows at most one default per
// user; the writes below keep exactly one whenever the user has any address.

type AddressValues = z.output<typeof AddressInputSchema>

const NOT_FOUND = 'Address not found'

/** Default first, then newest first. */
export async function listAddresses(db: Db | Tx, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
  return rows.map(toAddress)
}

/** The first address a user adds becomes the default. */
export async function createAddress(db: Db, userId: string, input: AddressValues): Promise<Address> {
  return db.transaction(async (tx) => {
    await checkAddressArea(tx, input)
    await lockOwner(tx, userId)
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1)
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault: !existing })
      .returning()
    return toAddress(row!)
  })
}

/** Replaces the address's fields; its default flag is left as it is. */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressValues) {
  await checkAddressArea(db, input)
  const [row] = await db
    .update(addresses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  if (!row) throw AppError.notFound(NOT_FOUND)
  return toAddress(row)
}

/** Deleting the default hands the flag to the newest remaining address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault })
    if (!deleted) throw AppError.notFound(NOT_FOUND)
    if (!deleted.isDefault) return
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1)
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id))
  })
}

/**
 * Set as Default (spec section 4): clear the flag on all of the user's addresses, then set it on
 * the chosen one, in one transaction. Two statements because a unique index is checked row by
 * row, so a single UPDATE could briefly see two defaults.
 */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    if (!target) throw AppError.notFound(NOT_FOUND)
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning()
    return toAddress(row!)
  })
}

/** The store's active delivery areas, quickest first (the order the rule picks an area in). */
export async function readActiveAreas(db: Db | Tx): Promise<AreaPincodes[]> {
  return db
    .select({ id: deliveryLocations.id, name: deliveryLocations.name, pincodes: deliveryLocations.pincodes })
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.deliveryTime), asc(deliveryLocations.name))
}

/**
 * An address is saved only in an area that delivers to its pincode (delivery-areas.ts, ADR 019):
 * 400 with the message under the field to fix; OUTSIDE_DELIVERY_AREAS when no area delivers there.
 */
async function checkAddressArea(db: Db | Tx, input: AddressValues) {
  const problem = addressAreaProblem(input, await readActiveAreas(db))
  if (!problem) return
  throw areaProblemError(problem)
}

/**
 * Serialises one user's address writes on their account row: two "first" addresses added at
 * once must not both become default, and a delete must not promote a row another request is
 * removing.
 */
async function lockOwner(tx: Tx, userId: string) {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
}

export function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    title: row.title,
    recipientName: row.recipientName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    locationId: row.locationId,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
