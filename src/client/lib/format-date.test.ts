import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatDayLabel } from './format-date.ts'

describe('formatDayLabel', () => {
  it("names today and tomorrow by the store's calendar, not UTC's", () => {
    // 23:59 IST on 1 March, still 1 March in UTC too.
    const lateEvening = new Date('2026-03-01T18:29:00Z')
    expect(formatDayLabel('2026-03-01', lateEvening)).toBe('Today')
    expect(formatDayLabel('2026-03-02', lateEvening)).toBe('Tomorrow')
    // 00:30 IST on 2 March, while UTC still says 1 March.
    const pastMidnight = new Date('2026-03-01T19:00:00Z')
    expect(formatDayLabel('2026-03-02', pastMidnight)).toBe('Today')
    expect(formatDayLabel('2026-03-03', pastMidnight)).toBe('Tomorrow')
    expect(formatDayLabel('2026-03-01', pastMidnight)).toBe('1 Mar 2026')
  })

  it('shows other days as dates, across a month end', () => {
    const now = new Date('2026-01-30T06:00:00Z')
    expect(formatDayLabel('2026-01-31', now)).toBe('Tomorrow')
    expect(formatDayLabel('2026-02-01', now)).toBe('1 Feb 2026')
  })
})

describe('formatDate and formatDay', () => {
  it('show instants in store time and calendar days as themselves', () => {
    expect(formatDate('2025-01-05T09:34:00Z', 'dateTime')).toBe('5 Jan 2025, 3:04 pm')
    expect(formatDate(new Date('2025-01-05T09:34:00Z'), 'time')).toBe('3:04 pm')
    expect(formatDay('2025-11-05', 'dayMonth')).toBe('5 Nov')
    expect(formatDate('')).toBe('')
  })
})
