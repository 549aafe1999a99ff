import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/database.ts'
import { deliverySlots } from '#server/db/schema.ts'
import { openTestDatabase } from '#server/test-support/test-database.ts'
import { createSlot } from './checkout-fixtures.ts'
import { formatOrderSlotText, formatSlotLabel, listDeliverySlots } from './delivery-slot-service.ts'

describe('delivery slots', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('labels times as HH:MM AM - HH:MM PM', () => {
    expect(formatSlotLabel('09:00:00', '11:30:00')).toBe('09:00 AM - 11:30 AM')
    expect(formatSlotLabel('00:00:00', '12:00:00')).toBe('12:00 AM - 12:00 PM')
    expect(formatSlotLabel('18:00:00', '20:15:00')).toBe('06:00 PM - 08:15 PM')
    expect(formatOrderSlotText({ slotDate: '2026-01-05', startTime: '09:00:00', endTime: '11:00:00' })).toBe(
      '09:00 AM - 11:00 AM - Mon, 5 Jan 2026',
    )
  })

  it('lists active slots from today by date then time, 10 at most, with full ones marked', async () => {
    const { db } = database
    await createSlot(db, { daysFromToday: -1 })
    await createSlot(db, { daysFromToday: 1, startTime: '18:00', endTime: '20:00', isActive: false })
    const full = await createSlot(db, {
      daysFromToday: 1,
      startTime: '14:00',
      endTime: '16:00',
      maxOrders: 2,
    })
    await db.update(deliverySlots).set({ currentOrders: 2 }).where(eq(deliverySlots.id, full))
    for (const day of [3, 2, 1]) {
      for (const start of ['09', '11', '16']) {
        await createSlot(db, {
          daysFromToday: day,
          startTime: `${start}:00`,
          endTime: `${Number(start) + 2}:00`,
        })
      }
    }
    const slots = await listDeliverySlots(db)
    expect(slots).toHaveLength(10)
    const keys = slots.map((s) => `${s.date} ${s.startTime}`)
    expect(keys).toEqual([...keys].sort())
    expect(slots.filter((s) => s.isFull).map((s) => s.id)).toEqual([full])
    expect(slots[0]).toMatchObject({
      startTime: '09:00',
      endTime: '11:00',
      label: '09:00 AM - 11:00 AM',
      isFull: false,
    })
    expect(slots.some((s) => s.startTime === '18:00')).toBe(false)
  })
})
