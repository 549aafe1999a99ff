import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

// decisions.md 13 and issue 15: ₹ with paise only when there are some, Indian grouping in the
// India locale of both languages.

describe('formatMoney', () => {
  it.each(['en-IN', 'hi-IN'])('%s: ₹1,23,456.00 grouping, paise only when non-zero', (locale) => {
    expect(formatMoney(12_345_600, locale)).toBe('₹1,23,456')
    expect(formatMoney(12_345_650, locale)).toBe('₹1,23,456.50')
    expect(formatMoney(4_500, locale)).toBe('₹45')
    expect(formatMoney(12_345, locale)).toBe('₹123.45')
  })

  it('is en-IN unless told otherwise', () => {
    expect(formatMoney(10_000_000_00)).toBe('₹1,00,00,000')
  })
})
