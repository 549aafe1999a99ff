import { describe, expect, it } from 'vitest'
import { formatSlotPromise, formatSlotWindow, slotEndsAt, slotPromise } from './delivery-promise.ts'

const tuesdayMorning = { date: '2026-11-24', startTime: '07:00:00', endTime: '09:00:00' }

describe('the one delivery promise (decisions.md 18)', () => {
  it("reads an order's slot as the issue's text", () => {
    expect(`Arriving ${formatSlotPromise(tuesdayMorning)}`).toBe('Arriving Tue, 24 Nov, 7–9 AM')
  })

  it('names both halves of the day only when the slot crosses noon', () => {
    expect(formatSlotWindow({ startTime: '11:00', endTime: '13:00' })).toBe('11 AM–1 PM')
    expect(formatSlotWindow({ startTime: '18:30', endTime: '20:30' })).toBe('6:30–8:30 PM')
    expect(formatSlotWindow({ startTime: '00:00', endTime: '02:00' })).toBe('12–2 AM')
    expect(formatSlotWindow({ startTime: '12:00', endTime: '14:00' })).toBe('12–2 PM')
  })

  it("says a whole hour without ':00' and keeps the minutes of any other", () => {
    expect(formatSlotWindow({ startTime: '07:30', endTime: '09:00' })).toBe('7:30–9 AM')
    expect(formatSlotWindow({ startTime: '16:00:00', endTime: '18:15:00' }, 'hi')).toBe('शाम 4–6:15')
  })

  it('is written the Hindi way: the part of the day first, Hindi day and month names', () => {
    expect(formatSlotPromise(tuesdayMorning, 'hi')).toBe('मंगल, 24 नव॰, सुबह 7–9')
    expect(formatSlotWindow({ startTime: '11:00', endTime: '13:00' }, 'hi')).toMatch(/^सुबह 11–\S+ 1$/)
  })

  it('turns today and tomorrow at midnight in Kolkata, not at midnight UTC', () => {
    // 23 Nov 23:59 in Kolkata is 18:29 UTC: the 24 Nov slot is tomorrow.
    expect(slotPromise(tuesdayMorning, new Date('2026-11-23T18:29:00Z')).kind).toBe('tomorrow')
    // One minute later it is 24 Nov in Kolkata (still 23 Nov in UTC): today.
    expect(slotPromise(tuesdayMorning, new Date('2026-11-23T18:30:00Z')).kind).toBe('today')
    // 24 Nov 04:00 UTC is 09:30 in Kolkata, same day.
    expect(slotPromise(tuesdayMorning, new Date('2026-11-24T04:00:00Z')).kind).toBe('today')
    // Two days ahead is a dated day.
    expect(slotPromise(tuesdayMorning, new Date('2026-11-22T10:00:00Z'))).toEqual({
      kind: 'date',
      day: 'Tue, 24 Nov',
      window: '7–9 AM',
    })
  })

  it('keeps a slot whose hours fall before midnight UTC on its store day', () => {
    // 24 Nov 01:00–03:00 in Kolkata is 23 Nov 19:30–21:30 UTC: still Tue, 24 Nov.
    const early = { date: '2026-11-24', startTime: '01:00', endTime: '03:00' }
    expect(formatSlotPromise(early)).toBe('Tue, 24 Nov, 1–3 AM')
    expect(slotEndsAt(early).toISOString()).toBe('2026-11-23T21:30:00.000Z')
    expect(slotPromise(early, new Date('2026-11-23T19:00:00Z')).kind).toBe('today')
    expect(slotEndsAt(tuesdayMorning).toISOString()).toBe('2026-11-24T03:30:00.000Z')
  })
})
