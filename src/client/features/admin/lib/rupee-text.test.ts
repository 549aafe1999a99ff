import { describe, expect, it } from 'vitest'
import { parseRupeesToPaise } from '#shared/money.ts'
import { paiseToRupeeText } from './rupee-text.ts'

describe('paiseToRupeeText', () => {
  it('shows whole rupees without decimals and paise with two digits', () => {
    expect(paiseToRupeeText(4500)).toBe('45')
    expect(paiseToRupeeText(4550)).toBe('45.50')
    expect(paiseToRupeeText(4505)).toBe('45.05')
    expect(paiseToRupeeText(null)).toBe('')
  })

  it('round-trips through the shared parser exactly', () => {
    for (const paise of [1, 99, 100, 12345, 99_999_900]) {
      expect(parseRupeesToPaise(paiseToRupeeText(paise))).toBe(paise)
    }
  })
})
