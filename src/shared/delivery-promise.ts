// The one delivery promise (decisions.md 18, ADR 020). After checkout the order's slot is the
// promise everywhere (confirmation, tracking, order cards, admin, notifications): 'Arriving Tue,
// 24 Nov, 7–9 AM'. Before checkout the header promises the earliest open slot ('Today,
// 7–9 AM'), or the area's delivery time when no slot is known (delivery.ts), and every other
// promise text on the shop's pages shows that same header promise. Days are the store's calendar
// days (store-clock.ts), so a slot at 7 AM in Kolkata is 'Tue, 24 Nov' wherever the viewer is and
// whatever the UTC date of that instant.

import { INTL_LOCALE, type Locale } from './i18n/locales.ts'
import { addDays, STORE_TIME_ZONE, storeDate, storeDateStart } from './store-clock.ts'

/** A delivery slot: its store calendar day (YYYY-MM-DD) and its start and end (HH:MM or HH:MM:SS). */
export type SlotWindow = { date: string; startTime: string; endTime: string }

/** How the slot's day reads from `now`: 'today', 'tomorrow' (store calendar) or a dated day. */
export type PromiseDayKind = 'today' | 'tomorrow' | 'date'

export type SlotPromise = {
  /** Relative to the store's today; only the header uses it (a stored text would go stale). */
  kind: PromiseDayKind
  /** 'Tue, 24 Nov' (hi: 'मंगल, 24 नव॰'). */
  day: string
  /** '7–9 AM', '11 AM–1 PM' (hi: 'सुबह 7–9'). */
  window: string
}

function minutesOf(time: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return { hour, minute }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** '7' for 7:00, '7:30' for 7:30: a whole hour reads without ':00', as slots are said aloud. */
function clockOf(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12
  return minute === 0 ? String(h) : `${h}:${pad(minute)}`
}

function englishTime(time: string): { clock: string; period: string } {
  const { hour, minute } = minutesOf(time)
  return { clock: clockOf(hour, minute), period: hour < 12 ? 'AM' : 'PM' }
}

// Hindi names the part of the day ('सुबह 7', 'दोपहर 1'); ICU knows the words.
// Made on first use (an English page never needs it), not while the module loads (store-clock.ts).
let hindiPeriod: Intl.DateTimeFormat | undefined
function hindiTime(time: string): { clock: string; period: string } {
  const { hour, minute } = minutesOf(time)
  hindiPeriod ??= new Intl.DateTimeFormat(INTL_LOCALE.hi, {
    timeZone: 'UTC',
    hour: 'numeric',
    dayPeriod: 'short',
  })
  const period = hindiPeriod
    .formatToParts(Date.UTC(2000, 0, 1, hour, minute))
    .find((p) => p.type === 'dayPeriod')
  return { clock: clockOf(hour, minute), period: period?.value ?? '' }
}

/** The slot's hours: '7–9 AM'; both periods when they differ ('11 AM–1 PM'). */
export function formatSlotWindow(
  slot: Pick<SlotWindow, 'startTime' | 'endTime'>,
  locale: Locale = 'en',
): string {
  if (locale === 'hi') {
    const start = hindiTime(slot.startTime)
    const end = hindiTime(slot.endTime)
    return start.period === end.period
      ? `${start.period} ${start.clock}–${end.clock}`
      : `${start.period} ${start.clock}–${end.period} ${end.clock}`
  }
  const start = englishTime(slot.startTime)
  const end = englishTime(slot.endTime)
  return start.period === end.period
    ? `${start.clock}–${end.clock} ${end.period}`
    : `${start.clock} ${start.period}–${end.clock} ${end.period}`
}

const dayFormatters = new Map<Locale, Intl.DateTimeFormat>()
/** 'Tue, 24 Nov' for a store calendar day (YYYY-MM-DD); assembled from parts, as ICU versions differ on commas. */
export function formatSlotDay(date: string, locale: Locale = 'en'): string {
  let made = dayFormatters.get(locale)
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: STORE_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
    dayFormatters.set(locale, made)
  }
  const parts = Object.fromEntries(made.formatToParts(storeDateStart(date)).map((p) => [p.type, p.value]))
  return `${parts.weekday}, ${parts.day} ${parts.month}`
}

/** The promise of a slot seen at `now`, in parts the catalogues' sentences put together. */
export function slotPromise(
  slot: SlotWindow,
  now: Date | number = Date.now(),
  locale: Locale = 'en',
): SlotPromise {
  const today = storeDate(now)
  const kind: PromiseDayKind =
    slot.date === today ? 'today' : slot.date === addDays(today, 1) ? 'tomorrow' : 'date'
  return { kind, day: formatSlotDay(slot.date, locale), window: formatSlotWindow(slot, locale) }
}

/**
 * The fixed text of an order's slot, 'Tue, 24 Nov, 7–9 AM': what the order promises, the
 * same on every screen and in every notification whenever it is read.
 */
export function formatSlotPromise(slot: SlotWindow, locale: Locale = 'en'): string {
  return `${formatSlotDay(slot.date, locale)}, ${formatSlotWindow(slot, locale)}`
}

/** The instant a slot ends (the latest the order may arrive): its end time on its store day. */
export function slotEndsAt(slot: SlotWindow): Date {
  const { hour, minute } = minutesOf(slot.endTime)
  return new Date(storeDateStart(slot.date).getTime() + (hour * 60 + minute) * 60_000)
}
