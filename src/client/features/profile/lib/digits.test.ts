import { describe, expect, it } from 'vitest'
import { digitsOnly, phoneDigits } from './digits.ts'

describe('phoneDigits', () => {
  it('drops everything but digits and keeps at most 10', () => {
    expect(phoneDigits('+91 98765-43210')).toBe('9198765432')
    expect(phoneDigits('98765 43210')).toBe('9876543210')
    expect(phoneDigits('abc')).toBe('')
  })

  it('cuts pincodes at 6 digits', () => {
    expect(digitsOnly('560 0012', 6)).toBe('560001')
  })
})
