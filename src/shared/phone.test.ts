import { describe, expect, it } from 'vitest'
import { formatIndianMobile, toIndianMobile } from './phone.ts'

describe('toIndianMobile (decisions.md 19)', () => {
  it.each([
    ['+91 98300 12345', '9830012345'],
    ['+91-98300-12345', '9830012345'],
    ['919830012345', '9830012345'],
    ['91 98300 12345', '9830012345'],
    ['098300 12345', '9830012345'],
    ['9830012345', '9830012345'],
    [' 98300-12345 ', '9830012345'],
    ['(+91) 70000 00001', '7000000001'],
    // A 10-digit number that starts with 91 is a number, not a prefix.
    ['9198300123', '9198300123'],
  ])('reads %j as %j', (text, expected) => {
    expect(toIndianMobile(text)).toBe(expected)
  })

  it.each([
    '',
    '12345',
    '5830012345', // mobiles start with 6-9
    '+91 58300 12345',
    '+1 98300 12345',
    '98300123456', // 11 digits without a known prefix
    '+9198300123', // prefix plus only 8 digits
    '98300abc45',
    '+91 98300 12345 ext 2',
  ])('refuses %j', (text) => {
    expect(toIndianMobile(text)).toBeNull()
  })
})

describe('formatIndianMobile', () => {
  it('shows a stored number with the country code, grouped', () => {
    expect(formatIndianMobile('9830012345')).toBe('+91 98300 12345')
  })
})
