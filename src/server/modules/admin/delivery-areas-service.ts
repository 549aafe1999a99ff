import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { addresses, deliveryLocations } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { nextEditVersion } from '#server/lib/edit-version.ts'
import { EDIT_SUBJECTS } from '#shared/edit-version.ts'
import type { AdminDeliveryArea } from '#shared/schemas/admin.ts'

// The admin's Delivery Areas tab (ADR 019): every area, active or not, with the pincodes it
// delivers to. Saved addresses keep the area they were saved in; a pincode taken off an area is
// refused at checkout by the same rule (delivery-areas.ts) until the shopper edits the address.

const NOT_FOUND = 'Delivery area not found'

export async function listDeliveryAreas(db: Db, id?: string): Promise<AdminDeliveryArea[]> {
  const rows = await db
    .select({
      id: deliveryLocations.id,
      name: deliveryLocations.name,
      area: deliveryLocations.area,
      city: deliveryLocations.city,
      deliveryTime: deliveryLocations.deliveryTime,
      isActive: deliveryLocations.isActive,
      pincodes: deliveryLocations.pincodes,
      version: deliveryLocations.version,
      addressCount: count(addresses.id),
    })
    .from(deliveryLocations)
    .leftJoin(addresses, eq(addresses.locationId, deliveryLocations.id))
    .where(id ? eq(deliveryLocations.id, id) : undefined)
    .groupBy(deliveryLocations.id)
    .orderBy(asc(deliveryLocations.deliveryTime), asc(deliveryLocations.name))
  return rows
}

/** Replaces the area's pincode list, only over the version the form was loaded with (ADR 015). */
export async function saveAreaPincodes(
  db: Db,
  id: string,
  body: { version: number; pincodes: string[] },
): Promise<AdminDeliveryArea> {
  const saved = await db
    .update(deliveryLocations)
    .set({ pincodes: body.pincodes, version: nextEditVersion(deliveryLocations.version) })
    .where(and(eq(deliveryLocations.id, id), eq(deliveryLocations.version, body.version)))
    .returning({ id: deliveryLocations.id })
  if (saved.length === 0) {
    const [exists] = await db
      .select({ id: deliveryLocations.id })
      .from(deliveryLocations)
      .where(eq(deliveryLocations.id, id))
    if (!exists) throw AppError.notFound(NOT_FOUND)
    throw AppError.editConflict(EDIT_SUBJECTS.deliveryArea)
  }
  const [area] = await listDeliveryAreas(db, id)
  return area!
}
