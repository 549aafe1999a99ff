// "Today" for the admin figures is the store's calendar day in Asia/Kolkata (decisions.md 13,
// ARCHITECTURE.md "Data"). India has had no daylight saving since 1945, so local midnight is
// always 18:30 UTC of the day before; the SQL groups days with the same zone name.

export const STORE_TIME_ZONE = 'Asia/Kolkata'
const STORE_UTC_OFFSET = '+05:30'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** YYYY-MM-DD of the store's calendar day at `at`. */
export function storeDate(at: Date): string {
  return dayFormat.format(at)
}

/** The instant the store's day `daysAgo` days before `at`'s day began. */
export function storeDayStart(at: Date, daysAgo = 0): Date {
  const midnight = new Date(`${storeDate(at)}T00:00:00${STORE_UTC_OFFSET}`)
  return new Date(midnight.getTime() - daysAgo * 24 * 60 * 60 * 1000)
}
