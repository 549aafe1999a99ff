// The one date formatter (decisions.md 13): en-IN formats in Asia/Kolkata time.
const formats = {
  /** 5 January 2025 */
  long: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' }),
  /** 5 Jan 2025 */
  medium: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }),
  /** 5 Jan 2025, 3:04 pm */
  dateTime: new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
  /** January 2025 */
  monthYear: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', month: 'long', year: 'numeric' }),
} as const

export type DateFormat = keyof typeof formats

export function formatDate(value: string | number | Date, format: DateFormat = 'medium'): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : formats[format].format(date)
}
