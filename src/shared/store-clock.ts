// The store clock (decisions.md 13, ARCHITECTURE.md "Data"): the store's time zone, its calendar
// days and how dates and times are shown (en-IN). Server and client both ask here, so "today",
// the start of a day and every displayed date agree everywhere. A store calendar day travels as
// 'YYYY-MM-DD' text; an instant as a Date (or ISO text on the wire).

/** The store's time zone; the only place in the code base that names it. */
export const STORE_TIME_ZONE = 'Asia/Kolkata'
/** The zone's offset. India has had no daylight saving since 1945, so it never changes. */
const STORE_UTC_OFFSET = '+05:30'
const DAY_MS = 24 * 60 * 60 * 1000

// The formatters are made on first use, not as the module loads: the first one with a time zone
// loads ICU's zone data, 5 ms of a phone's CPU, which belongs to the first date shown, not to
// the page's script evaluation, one long task with everything else (issue 12 item 7).
let dayParts: Intl.DateTimeFormat | undefined

/** The store's calendar day (YYYY-MM-DD) at `at`, now by default. */
export function storeDate(at: Date | number = Date.now()): string {
  dayParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const parts = Object.fromEntries(dayParts.formatToParts(at).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The instant the store's calendar day `date` (YYYY-MM-DD) begins: its midnight in the store's zone. */
export function storeDateStart(date: string): Date {
  return new Date(`${date}T00:00:00${STORE_UTC_OFFSET}`)
}

/** The instant the store's day began `daysAgo` days before `at`'s day (0: `at`'s own day). */
export function storeDayStart(at: Date | number, daysAgo = 0): Date {
  return storeDateStart(addDays(storeDate(at), -daysAgo))
}

/** The calendar day `days` days after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

// ─── Display (en-IN, in the store's time) ────────────────────────────────────

const DISPLAY_FORMATS = {
  /** 5 January 2025 */
  long: { dateStyle: 'long' },
  /** 5 Jan 2025 */
  medium: { dateStyle: 'medium' },
  /** 5 Jan 2025, 3:04 pm */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** January 2025 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 3:04 pm */
  time: { timeStyle: 'short' },
  /** 5 Jan */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
export type StoreDateFormat = keyof typeof DISPLAY_FORMATS

// One formatter per language tag and format, made on first use. 'en-IN' is the spec's; the Hindi
// interface passes 'hi-IN' (ADR 032): Hindi month names, the same figures and time zone.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, format: StoreDateFormat): Intl.DateTimeFormat {
  const key = `${locale} ${format}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...DISPLAY_FORMATS[format], timeZone: STORE_TIME_ZONE })
    formatters.set(key, made)
  }
  return made
}

/** An instant (Date, epoch ms or ISO text) as the store's clock shows it; '' if it is not a date. */
export function formatStoreTime(
  value: string | number | Date,
  format: StoreDateFormat = 'medium',
  locale = 'en-IN',
): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : formatter(locale, format).format(date)
}

/** A store calendar day (YYYY-MM-DD), the same day in every viewer's zone; '' if it is not a date. */
export function formatStoreDate(date: string, format: StoreDateFormat = 'medium', locale = 'en-IN'): string {
  return formatStoreTime(storeDateStart(date), format, locale)
}

let weekdayParts: Intl.DateTimeFormat | undefined

/** 'Tue, 5 Nov 2025' for a store calendar day (YYYY-MM-DD). */
export function formatStoreDateWithWeekday(date: string): string {
  weekdayParts ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: STORE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  const parts = Object.fromEntries(
    weekdayParts.formatToParts(storeDateStart(date)).map((p) => [p.type, p.value]),
  )
  // Assembled from parts: ICU versions differ on the commas en-IN puts between them.
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
}
