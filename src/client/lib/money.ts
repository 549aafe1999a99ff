import { formatMoney as formatMoneyIn } from '#shared/money.ts'
import { intlLocale } from './i18n.ts'

/** The one money formatter (shared/money.ts) in the shown language's India locale (en-IN, hi-IN). */
export function formatMoney(paise: number): string {
  return formatMoneyIn(paise, intlLocale())
}
