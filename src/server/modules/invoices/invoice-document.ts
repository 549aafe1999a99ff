import type { AddressSnapshot } from '#server/db/schema.ts'
import {
  amountInWords,
  DELIVERY_SAC,
  GST_STATES,
  type GstStateCode,
  type LineTax,
  lineTax,
  stateCodeOf,
} from '#shared/gst.ts'

// What a GST tax invoice shows (issue 14, ADR 029), built once when it is issued and stored with
// it, so the PDF and the GSTR-1 export read the invoice as it was issued.

export type InvoiceLine = LineTax & {
  description: string
  hsnCode: string | null
  quantity: number
  unit: string
  /** Price of one unit as charged (tax included), paise. */
  unitPrice: number
  rate: number
}

export type InvoiceTotals = { taxable: number; cgst: number; sgst: number; igst: number; total: number }
export type HsnSummaryRow = Omit<InvoiceTotals, 'total'> & { hsnCode: string | null; rate: number }

export type InvoiceDocument = {
  invoiceNumber: string
  financialYear: string
  issuedAt: string
  orderNumber: string
  orderDate: string
  seller: {
    legalName: string
    gstin: string
    stateCode: string
    stateName: string
    address: string
    fssaiLicence: string
  }
  buyer: { name: string; phone: string; address: string; state: string }
  /** '29-Karnataka', or the address's own state text when it names no known state. */
  placeOfSupply: string
  placeOfSupplyCode: GstStateCode | null
  intraState: boolean
  lines: InvoiceLine[]
  hsnSummary: HsnSummaryRow[]
  totals: InvoiceTotals
  amountInWords: string
}

export type InvoiceSource = {
  invoiceNumber: string
  financialYear: string
  issuedAt: Date
  order: {
    orderNumber: string
    createdAt: Date
    deliveryFee: number
    totalAmount: number
    deliveryAddress: AddressSnapshot
  }
  items: {
    productName: string
    hsnCode: string | null
    gstRate: number
    quantity: number
    unit: string
    unitPrice: number
    totalPrice: number
  }[]
  seller: { legalName: string; gstin: string; stateCode: GstStateCode; address: string; fssaiLicence: string }
  deliveryGstRate: number
}

const sum = (rows: LineTax[], key: keyof LineTax) => rows.reduce((n, r) => n + r[key], 0)

export function buildInvoiceDocument(source: InvoiceSource): InvoiceDocument {
  const { order, seller } = source
  const address = order.deliveryAddress
  const placeCode = stateCodeOf(address.state)
  // Place of supply is where the goods are delivered; an unknown state text cannot be the store's.
  const intraState = placeCode === seller.stateCode
  const lines: InvoiceLine[] = source.items.map((item) => ({
    description: item.productName,
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    unit: item.unit,
    unitPrice: item.unitPrice,
    rate: item.gstRate,
    ...lineTax(item.totalPrice, item.gstRate, intraState),
  }))
  if (order.deliveryFee > 0) {
    lines.push({
      description: 'Delivery charges',
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      unit: 'service',
      unitPrice: order.deliveryFee,
      rate: source.deliveryGstRate,
      ...lineTax(order.deliveryFee, source.deliveryGstRate, intraState),
    })
  }
  const summary = new Map<string, HsnSummaryRow>()
  for (const line of lines) {
    const key = `${line.hsnCode ?? ''}|${line.rate}`
    const row = summary.get(key) ?? {
      hsnCode: line.hsnCode,
      rate: line.rate,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    }
    row.taxable += line.taxable
    row.cgst += line.cgst
    row.sgst += line.sgst
    row.igst += line.igst
    summary.set(key, row)
  }
  const total = sum(lines, 'amount')
  if (total !== order.totalAmount) {
    throw new Error(`Invoice total ${total} differs from order total ${order.totalAmount}`)
  }
  return {
    invoiceNumber: source.invoiceNumber,
    financialYear: source.financialYear,
    issuedAt: source.issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    seller: { ...seller, stateName: GST_STATES[seller.stateCode] },
    buyer: {
      name: address.recipientName,
      phone: address.phone,
      address: [
        address.addressLine1,
        address.addressLine2,
        address.landmark,
        address.city,
        `${address.state} ${address.pincode}`,
      ]
        .filter(Boolean)
        .join(', '),
      state: address.state,
    },
    placeOfSupply: placeCode ? `${placeCode}-${GST_STATES[placeCode]}` : address.state,
    placeOfSupplyCode: placeCode,
    intraState,
    lines,
    hsnSummary: [...summary.values()].sort(
      (a, b) => (a.hsnCode ?? '').localeCompare(b.hsnCode ?? '') || a.rate - b.rate,
    ),
    totals: {
      taxable: sum(lines, 'taxable'),
      cgst: sum(lines, 'cgst'),
      sgst: sum(lines, 'sgst'),
      igst: sum(lines, 'igst'),
      total,
    },
    amountInWords: amountInWords(total),
  }
}
