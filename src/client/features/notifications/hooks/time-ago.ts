import { formatDate } from '#client/lib/format-date.ts'

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })
const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [7 * 86_400, 86_400, 'day'],
]

/** '5 minutes ago' for the last week, then the en-IN date and time (decisions.md 13). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000)
  if (seconds < 30) return 'just now'
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (seconds < limit) return relative.format(-Math.floor(seconds / unitSeconds), unit)
  }
  return formatDate(iso, 'dateTime')
}
