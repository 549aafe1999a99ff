import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  amountInWords,
  financialYearOf,
  formatGstRate,
  formatInvoiceNumber,
  GST_RATES,
  gstinCheckChar,
  isValidGstin,
  lineTax,
  stateCodeOf,
} from './gst.ts'
import { readPercent } from './schemas/text-readers.ts'

describe('the tax of a line whose price includes GST (ADR 029)', () => {
  test('takes the taxable value out of the amount, rounded half up to the paise', () => {
    // ₹105 at 5 %: ₹100 taxable, ₹5 tax.
    expect(lineTax(10_500, 500, false)).toEqual({
      amount: 10_500,
      taxable: 10_000,
      cgst: 0,
      sgst: 0,
      igst: 500,
    })
    // ₹28 at 5 %: 2800 / 1.05 = 2666.67 → 2667; tax 133.
    expect(lineTax(2_800, 500, false)).toMatchObject({ taxable: 2_667, igst: 133 })
    // ₹10 at 18 %: 1000 / 1.18 = 847.457… → 847; tax 153.
    expect(lineTax(1_000, 1_800, false)).toMatchObject({ taxable: 847, igst: 153 })
    // Exactly half a paisa rounds up: 1 paisa at 0.25 % → 0.9975 → 1.
    expect(lineTax(1, 25, false)).toMatchObject({ taxable: 1, igst: 0 })
    // 0 % leaves it all taxable.
    expect(lineTax(4_200, 0, true)).toEqual({ amount: 4_200, taxable: 4_200, cgst: 0, sgst: 0, igst: 0 })
  })

  test('within the state splits the tax into CGST and SGST, the odd paisa to CGST', () => {
    expect(lineTax(2_800, 500, true)).toEqual({ amount: 2_800, taxable: 2_667, cgst: 67, sgst: 66, igst: 0 })
    expect(lineTax(10_500, 500, true)).toMatchObject({ cgst: 250, sgst: 250 })
  })

  test('taxable value plus tax is always the amount, and the tax is what the rate says to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_900 * 50 }),
        fc.constantFrom(...GST_RATES),
        fc.boolean(),
        (amount, rate, intra) => {
          const t = lineTax(amount, rate, intra)
          expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(amount)
          // The taxable value is the nearest paisa to amount / (1 + rate).
          expect(Math.abs(t.taxable * (10_000 + rate) - amount * 10_000)).toBeLessThanOrEqual(
            (10_000 + rate) / 2,
          )
          expect(t.cgst - t.sgst).toBeGreaterThanOrEqual(0)
          expect(t.cgst - t.sgst).toBeLessThanOrEqual(1)
        },
      ),
    )
  })

  test('refuses a rate that is not a GST rate and a negative or fractional amount', () => {
    expect(() => lineTax(100, 700, true)).toThrow(RangeError)
    expect(() => lineTax(-1, 500, true)).toThrow(RangeError)
    expect(() => lineTax(1.5, 500, true)).toThrow(RangeError)
  })

  test('rates read from text and shown as percentages', () => {
    expect(readPercent('5', 'bad')).toEqual({ ok: true, value: 500 })
    expect(readPercent('0.25', 'bad')).toEqual({ ok: true, value: 25 })
    expect(readPercent('18 %', 'bad')).toEqual({ ok: true, value: 1800 })
    expect(readPercent('', 'bad')).toEqual({ ok: true, value: undefined })
    expect(readPercent('five', 'bad')).toEqual({ ok: false, message: 'bad' })
    expect(formatGstRate(25)).toBe('0.25%')
    expect(formatGstRate(4000)).toBe('40%')
  })
})

describe('GSTIN and states', () => {
  test('a GSTIN needs the shape, a known state and the right check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    // A published GSTIN above; one more made with the same rule.
    expect(gstinCheckChar('29AABCU9603R1Z')).toBe('J')
    expect(isValidGstin('29AABCU9603R1ZJ')).toBe(true)
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false) // wrong check character
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false) // no such state
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false) // lower case
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
  })

  test('an address state is read by name, forgiving case, spaces and old names', () => {
    expect(stateCodeOf('Karnataka')).toBe('29')
    expect(stateCodeOf('tamil  nadu')).toBe('33')
    expect(stateCodeOf('New Delhi')).toBe('07')
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01')
    expect(stateCodeOf('Atlantis')).toBeNull()
  })
})

describe('invoice numbers and words', () => {
  test('the financial year runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27')
    expect(financialYearOf('2027-03-31')).toBe('2026-27')
    expect(financialYearOf('2099-12-31')).toBe('2099-00')
  })

  test('an invoice number has the prefix, the year and a 5-digit serial, within 16 characters', () => {
    expect(formatInvoiceNumber('FC', '2026-27', 7)).toBe('FC/26-27/00007')
    expect(formatInvoiceNumber('ABCD', '2026-27', 99_999)).toHaveLength(16)
  })

  test('amounts in words use lakh and crore', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(amountInWords(10_550)).toBe('Rupees One Hundred Five and Fifty Paise Only')
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    )
    expect(amountInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    )
  })
})
