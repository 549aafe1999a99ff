import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { deliverySlots } from '#server/db/schema.ts'
import { DELIVERY_SLOTS_LIMIT } from '#shared/constants.ts'
import type { DeliverySlot } from '#shared/schemas/orders.ts'
import { formatStoreDateWithWeekday, STORE_TIME_ZONE } from '#shared/store-clock.ts'

/**
 * A slot can be chosen while it is active and has not ended yet in the store's time zone
 * (decisions.md 13: "today" and "already over" are judged in it).
 * The spec lists slots "from today"; a slot of today that ended this morning is left out too,
 * because a shopper could not be delivered in it. Checkout uses the same rule.
 */
export const slotIsOpen = and(
  eq(deliverySlots.isActive, true),
  sql`(${deliverySlots.slotDate} + ${deliverySlots.endTime}) > (now() AT TIME ZONE ${STORE_TIME_ZONE})`,
)

/** '09:00:00' → '09:00 AM'; '13:30:00' → '01:30 PM'. */
function formatSlotTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

export function formatSlotLabel(startTime: string, endTime: string): string {
  return `${formatSlotTime(startTime)} - ${formatSlotTime(endTime)}`
}

/** The order's delivery_time_slot text (spec section 3, 'slot time - slot date'). */
export function formatOrderSlotText(slot: { slotDate: string; startTime: string; endTime: string }): string {
  return `${formatSlotLabel(slot.startTime, slot.endTime)} - ${formatStoreDateWithWeekday(slot.slotDate)}`
}

/** Checkout's 'Delivery Time Slot' list: open slots by date then start time, 10 at most. */
export async function listDeliverySlots(db: Db | Tx): Promise<DeliverySlot[]> {
  const rows = await db
    .select({
      id: deliverySlots.id,
      date: deliverySlots.slotDate,
      startTime: deliverySlots.startTime,
      endTime: deliverySlots.endTime,
      isFull: sql<boolean>`${deliverySlots.currentOrders} >= ${deliverySlots.maxOrders}`,
    })
    .from(deliverySlots)
    .where(slotIsOpen)
    .orderBy(asc(deliverySlots.slotDate), asc(deliverySlots.startTime))
    .limit(DELIVERY_SLOTS_LIMIT)
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
    label: formatSlotLabel(r.startTime, r.endTime),
  }))
}
