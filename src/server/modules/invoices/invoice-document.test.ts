import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { AddressSnapshot } from '#server/db/schema.ts'
import { GST_RATES } from '#shared/gst.ts'
import { buildInvoiceDocument, type InvoiceSource } from './invoice-document.ts'

const address = (state: string): AddressSnapshot => ({
  recipientName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: null,
  landmark: null,
  city: 'Bengaluru',
  state,
  pincode: '560001',
})

function source(items: InvoiceSource['items'], deliveryFee: number, state = 'Karnataka'): InvoiceSource {
  const subtotal = items.reduce((n, i) => n + i.totalPrice, 0)
  return {
    invoiceNumber: 'FC/26-27/00001',
    financialYear: '2026-27',
    issuedAt: new Date('2026-11-24T06:00:00Z'),
    order: {
      orderNumber: 'ORD-100001',
      createdAt: new Date('2026-11-23T06:00:00Z'),
      deliveryFee,
      totalAmount: subtotal + deliveryFee,
      deliveryAddress: address(state),
    },
    items,
    seller: {
      legalName: 'FreshCart Retail LLP',
      gstin: '29AABCU9603R1ZJ',
      stateCode: '29',
      address: '',
      fssaiLicence: '',
    },
    deliveryGstRate: 1800,
  }
}

const line = (name: string, hsnCode: string, gstRate: number, quantity: number, unitPrice: number) => ({
  productName: name,
  hsnCode,
  gstRate,
  quantity,
  unit: 'pc',
  unitPrice,
  totalPrice: unitPrice * quantity,
})

describe('a GST invoice (ADR 029)', () => {
  test('within the store state: CGST and SGST per line, the delivery fee at its own rate, an HSN summary', () => {
    const doc = buildInvoiceDocument(
      source(
        [
          line('Amul Butter', '0405', 500, 2, 5_600),
          line('Tomato', '0702', 0, 1, 4_000),
          line('Ghee', '0405', 500, 1, 2_800),
        ],
        2_500,
      ),
    )
    expect(doc.intraState).toBe(true)
    expect(doc.placeOfSupply).toBe('29-Karnataka')
    expect(doc.lines.map((l) => [l.description, l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      ['Amul Butter', 10_667, 267, 266, 0],
      ['Tomato', 4_000, 0, 0, 0],
      ['Ghee', 2_667, 67, 66, 0],
      ['Delivery charges', 2_119, 191, 190, 0],
    ])
    expect(doc.hsnSummary).toEqual([
      { hsnCode: '0405', rate: 500, taxable: 13_334, cgst: 334, sgst: 332, igst: 0 },
      { hsnCode: '0702', rate: 0, taxable: 4_000, cgst: 0, sgst: 0, igst: 0 },
      { hsnCode: '996813', rate: 1800, taxable: 2_119, cgst: 191, sgst: 190, igst: 0 },
    ])
    expect(doc.totals).toEqual({ taxable: 19_453, cgst: 525, sgst: 522, igst: 0, total: 20_500 })
    expect(doc.amountInWords).toBe('Rupees Two Hundred Five Only')
  })

  test('to another state: IGST only, place of supply that state', () => {
    const doc = buildInvoiceDocument(source([line('Amul Butter', '0405', 500, 2, 5_600)], 0, 'tamil nadu'))
    expect(doc.intraState).toBe(false)
    expect(doc.placeOfSupply).toBe('33-Tamil Nadu')
    expect(doc.lines).toEqual([expect.objectContaining({ taxable: 10_667, cgst: 0, sgst: 0, igst: 533 })])
  })

  test('the invoice total equals the order total over many generated carts', () => {
    const item = fc.record({
      productName: fc.string({ minLength: 1, maxLength: 20 }),
      hsnCode: fc.constantFrom('0401', '1905', '3401', '22021010'),
      gstRate: fc.constantFrom(...GST_RATES),
      quantity: fc.integer({ min: 1, max: 50 }),
      unit: fc.constant('pc'),
      unitPrice: fc.integer({ min: 1, max: 99_999_900 }),
    })
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('Karnataka', 'Kerala', 'Somewhere'),
        (items, fee, state) => {
          const doc = buildInvoiceDocument(
            source(
              items.map((i) => ({ ...i, totalPrice: i.unitPrice * i.quantity })),
              fee,
              state,
            ),
          )
          const t = doc.totals
          expect(t.total).toBe(items.reduce((n, i) => n + i.unitPrice * i.quantity, 0) + fee)
          expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(t.total)
          const summed = doc.hsnSummary.reduce((n, r) => n + r.taxable + r.cgst + r.sgst + r.igst, 0)
          expect(summed).toBe(t.total)
        },
      ),
      { numRuns: 300 },
    )
  })
})
