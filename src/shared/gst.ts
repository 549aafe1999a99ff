// GST (issue 14, ADR 029): the rates, the one tax rule of an invoice line, GSTIN and state
// codes, financial years and invoice numbers, and the amount in words. Shelf prices include GST
// (as Indian shelf prices do), so tax is taken out of a line's amount, never added to it.

/**
 * The GST rates a product or the delivery fee may have, in basis points (hundredths of a percent:
 * 500 = 5 %). Data, not code: a new rate is one entry here.
 */
export const GST_RATES = [0, 25, 300, 500, 1200, 1800, 2800, 4000] as const
export type GstRate = (typeof GST_RATES)[number]

/** 500 → '5%', 25 → '0.25%'. */
export function formatGstRate(rate: number): string {
  return `${rate / 100}%`
}

export function isGstRate(value: number): value is GstRate {
  return (GST_RATES as readonly number[]).includes(value)
}

/** HSN (goods) or SAC (services) code: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/
/** SAC of local delivery services, the delivery fee's line on an invoice. */
export const DELIVERY_SAC = '996813'

export type LineTax = {
  /** The line's amount as charged (tax included), paise. */
  amount: number
  /** Taxable value, paise. */
  taxable: number
  cgst: number
  sgst: number
  igst: number
}

/**
 * The one rounding rule (ADR 029), applied once per invoice line: the taxable value is the
 * amount divided by (1 + rate), rounded half up to the paise; the tax is what is left of the
 * amount, so taxable + tax is exactly the amount charged and the invoice total is the order
 * total. Within the store's state the tax is split in two, the odd paise going to CGST.
 */
export function lineTax(amount: number, rate: number, intraState: boolean): LineTax {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Bad amount ${amount}`)
  if (!isGstRate(rate)) throw new RangeError(`Bad GST rate ${rate}`)
  const divisor = 10_000 + rate
  // round(amount × 10000 / divisor) half up, in integers: amounts stay far below 2^53 / 20000.
  const taxable = Math.floor((amount * 20_000 + divisor) / (2 * divisor))
  const tax = amount - taxable
  if (!intraState) return { amount, taxable, cgst: 0, sgst: 0, igst: tax }
  const sgst = Math.floor(tax / 2)
  return { amount, taxable, cgst: tax - sgst, sgst, igst: 0 }
}

// ─── States and GSTIN ────────────────────────────────────────────────────────

/** GST state codes (the first two digits of a GSTIN) and names. */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const satisfies Record<string, string>
export type GstStateCode = keyof typeof GST_STATES
export const GST_STATE_CODES = Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]]

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')
const OTHER_STATE_NAMES: Record<string, GstStateCode> = {
  newdelhi: '07',
  nctofdelhi: '07',
  orissa: '21',
  pondicherry: '34',
  jammukashmir: '01',
  andamannicobar: '35',
}
const STATE_BY_NAME = new Map<string, GstStateCode>([
  ...GST_STATE_CODES.map((code) => [squash(GST_STATES[code]), code] as const),
  ...Object.entries(OTHER_STATE_NAMES),
])

/** The state code of a state as typed in an address ('karnataka', 'Tamil Nadu'); null if unknown. */
export function stateCodeOf(name: string): GstStateCode | null {
  return STATE_BY_NAME.get(squash(name.replace(/&/g, 'and'))) ?? null
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The GSTIN check character of its first 14 characters (the GSTN's base-36 weighted sum). */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return BASE36[(36 - (sum % 36)) % 36]!
}

export const GSTIN_MESSAGE = 'GSTIN must be 15 characters like 29ABCDE1234F1Z5 with a valid check digit'

/** A GSTIN's format, state code and check digit. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_SHAPE.test(gstin) &&
    gstin.slice(0, 2) in GST_STATES &&
    gstinCheckChar(gstin.slice(0, 14)) === gstin[14]
  )
}

// ─── Financial years and invoice numbers ─────────────────────────────────────

/** The Indian financial year (April–March) of a store calendar day: '2026-04-01' → '2026-27'. */
export function financialYearOf(storeDay: string): string {
  const year = Number(storeDay.slice(0, 4))
  const start = Number(storeDay.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** Invoice number prefix: up to 4 capital letters or digits, so a number stays within GST's 16. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/

/** 'FC', '2026-27', 7 → 'FC/26-27/00007' (GST: at most 16 characters, unique in the year). */
export function formatInvoiceNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(5, '0')}`
}

// ─── Amount in words (Indian style) ──────────────────────────────────────────

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!
  const unit = n % 10
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`
}

/** A whole number in words with crore, lakh, thousand and hundred (0 → 'Zero'). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`)
  const rest = n % 10_000_000
  const groups: [number, string][] = [
    [Math.floor(rest / 100_000), 'Lakh'],
    [Math.floor((rest % 100_000) / 1000), 'Thousand'],
    [Math.floor((rest % 1000) / 100), 'Hundred'],
  ]
  for (const [count, name] of groups) if (count > 0) parts.push(`${belowHundred(count)} ${name}`)
  if (rest % 100 > 0) parts.push(belowHundred(rest % 100))
  return parts.join(' ')
}

/** 12345678 paise → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`
}
