import { afterEach, describe, expect, it } from 'vitest'
import {
  addDays,
  formatStoreDate,
  formatStoreDateWithWeekday,
  formatStoreTime,
  storeDate,
  storeDateStart,
  storeDayStart,
} from './store-clock.ts'

// Fixed instants only: the store's midnight is 18:30 UTC of the day before, so between 18:30
// and 24:00 UTC the store is already on the next calendar day.
const at = (iso: string) => new Date(iso)

describe('store clock', () => {
  const zoneBefore = process.env.TZ
  afterEach(() => {
    process.env.TZ = zoneBefore
  })

  it("turns over the store's date at midnight IST, not at midnight UTC", () => {
    expect(storeDate(at('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01')
    expect(storeDate(at('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02')
    // Either side of the UTC date boundary it is the same store day.
    expect(storeDate(at('2026-03-01T23:59:59.999Z'))).toBe('2026-03-02')
    expect(storeDate(at('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02')
    // New year arrives in the store at 18:30 UTC on 31 December.
    expect(storeDate(at('2025-12-31T18:30:00.000Z'))).toBe('2026-01-01')
    expect(storeDate(at('2025-12-31T18:30:00.000Z').getTime())).toBe('2026-01-01')
  })

  it('finds where store days begin, counting back whole days', () => {
    expect(storeDateStart('2025-10-05').toISOString()).toBe('2025-10-04T18:30:00.000Z')
    const now = at('2026-03-02T05:00:00.000Z')
    expect(storeDayStart(now).toISOString()).toBe('2026-03-01T18:30:00.000Z')
    expect(storeDayStart(now, 6).toISOString()).toBe('2026-02-23T18:30:00.000Z')
    // 23:59 IST and 00:00 IST belong to different days.
    expect(storeDayStart(at('2026-03-01T18:29:00.000Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z')
    expect(storeDayStart(at('2026-03-01T18:30:00.000Z')).toISOString()).toBe('2026-03-01T18:30:00.000Z')
    // Back across a leap day.
    expect(storeDayStart(at('2024-03-01T00:10:00.000Z'), 1).toISOString()).toBe('2024-02-28T18:30:00.000Z')
  })

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2026-03-02', 0)).toBe('2026-03-02')
    expect(addDays('2026-01-25', 7)).toBe('2026-02-01')
  })

  it('shows instants in store time, en-IN', () => {
    expect(formatStoreTime('2026-03-01T18:29:00Z')).toBe('1 Mar 2026')
    expect(formatStoreTime('2026-03-01T18:30:00Z')).toBe('2 Mar 2026')
    expect(formatStoreTime(at('2025-01-05T09:34:00Z'), 'long')).toBe('5 January 2025')
    expect(formatStoreTime(at('2025-01-05T09:34:00Z').getTime(), 'time')).toBe('3:04 pm')
    expect(formatStoreTime('2025-01-05T09:34:00Z', 'dateTime')).toBe('5 Jan 2025, 3:04 pm')
    expect(formatStoreTime('2025-12-31T18:30:00Z', 'monthYear')).toBe('January 2026')
    expect(formatStoreTime('not a date')).toBe('')
  })

  it('shows a store calendar day as that day', () => {
    expect(formatStoreDate('2025-11-05', 'dayMonth')).toBe('5 Nov')
    expect(formatStoreDate('2025-11-05')).toBe('5 Nov 2025')
    expect(formatStoreDateWithWeekday('2025-11-04')).toBe('Tue, 4 Nov 2025')
    expect(formatStoreDate('someday')).toBe('')
  })

  it("does not depend on the machine's own time zone", () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone
      expect(storeDate(at('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02')
      expect(storeDayStart(at('2026-03-01T20:00:00.000Z')).toISOString()).toBe('2026-03-01T18:30:00.000Z')
      expect(formatStoreDate('2025-11-05')).toBe('5 Nov 2025')
      expect(formatStoreDateWithWeekday('2025-11-04')).toBe('Tue, 4 Nov 2025')
    }
  })
})
