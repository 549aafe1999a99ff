import { formatDate } from '#client/lib/format-date.ts'
import { intlLocale, translator } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/notifications.json'

const t = translator(messages)
const formats = new Map<string, Intl.RelativeTimeFormat>()
/** In the shown language ('5 मिनट पहले'); the panel calls useT, so it follows a switch. */
function relative(): Intl.RelativeTimeFormat {
  const locale = intlLocale()
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    formats.set(locale, format)
  }
  return format
}
const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [7 * 86_400, 86_400, 'day'],
]

/** '5 minutes ago' for the last week, then the date and time (decisions.md 13), in the shown language. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000)
  if (seconds < 30) return t('notifications.justNow')
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (seconds < limit) return relative().format(-Math.floor(seconds / unitSeconds), unit)
  }
  return formatDate(iso, 'dateTime')
}
