import messages from '#shared/i18n/en/common.json'
import {
  addDays,
  formatStoreDate,
  formatStoreTime,
  type StoreDateFormat,
  storeDate,
} from '#shared/store-clock.ts'
import { intlLocale, translator } from './i18n.ts'

const t = translator(messages)

// The client's one date formatter (decisions.md 13), built on the store clock
// (src/shared/store-clock.ts): the shown language's India formats (en-IN, hi-IN) in the store's
// time zone, whatever the device's.

export type DateFormat = StoreDateFormat

/** An instant (ISO text, epoch ms or Date) in store time: '5 Jan 2025', '3:04 pm', …; '' if invalid. */
export function formatDate(value: string | number | Date, format: DateFormat = 'medium'): string {
  return formatStoreTime(value, format, intlLocale())
}

/** A store calendar day (YYYY-MM-DD, e.g. a delivery slot's or a chart's date); '' if invalid. */
export function formatDay(date: string, format: DateFormat = 'medium'): string {
  return formatStoreDate(date, format, intlLocale())
}

/** 'Today', 'Tomorrow' (in the store's calendar at `now`) or the day as '26 Nov 2025'. */
export function formatDayLabel(date: string, now: Date | number = Date.now()): string {
  const today = storeDate(now)
  if (date === today) return t('common.today')
  if (date === addDays(today, 1)) return t('common.tomorrow')
  return formatDay(date)
}
