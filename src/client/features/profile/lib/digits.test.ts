import { describe, expect, it } from 'vitest'
import { digitsOnly } from './digits.ts'

describe('digitsOnly', () => {
  it('cuts pincodes at 6 digits', () => {
    expect(digitsOnly('560 0012', 6)).toBe('560001')
  })
})
