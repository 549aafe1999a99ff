// The one money formatter (decisions.md 13): ₹ with two decimals only where paise are non-zero, in
// the India locale of the shown language (issue 15): 'en-IN' or 'hi-IN', both ₹1,23,456 grouping.
const formatters = new Map<string, { whole: Intl.NumberFormat; withPaise: Intl.NumberFormat }>()
function formattersFor(locale: string) {
  let pair = formatters.get(locale)
  if (!pair) {
    const options = { style: 'currency', currency: 'INR' } as const
    pair = {
      whole: new Intl.NumberFormat(locale, {
        ...options,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      withPaise: new Intl.NumberFormat(locale, {
        ...options,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    }
    formatters.set(locale, pair)
  }
  return pair
}

/** 12345 paise → '₹123.45'; 12300 → '₹123'; 1234500 → '₹12,345'. `locale`: 'en-IN' or 'hi-IN'. */
export function formatMoney(paise: number, locale = 'en-IN'): string {
  const { whole, withPaise } = formattersFor(locale)
  return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100)
}

/** Percent off MRP, rounded (spec section 9): round((original - price) / original × 100). */
export function percentOff(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0
  return Math.round(((originalPrice - price) / originalPrice) * 100)
}

/**
 * Parses a rupee amount written as text ('₹1,299.50', '45', '45.5') into paise exactly,
 * never through a float. Returns null for anything that is not a non-negative amount
 * with at most two decimals.
 */
export function parseRupeesToPaise(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/^Rs\.?\s*/i, '')
    .replaceAll(',', '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const rupees = Number(match[1])
  const paise = Number((match[2] ?? '').padEnd(2, '0'))
  return rupees * 100 + paise
}
