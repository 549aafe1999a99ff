import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/database.ts'
import { users } from '#server/db/schema.ts'
import { type MessageValues, translate } from '#server/lib/i18n.ts'
import { formatSlotPromise, type SlotWindow } from '#shared/delivery-promise.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales.ts'

// A notification is written in its reader's language (issue 15, ADR 032): the language saved on
// the account, else English. It is stored as written, so the bell shows what the toast said.

/**
 * A notification's words as catalogue ids (src/shared/i18n/<locale>/notices.json), and the order's
 * slot when the notice repeats the delivery promise (ADR 020).
 */
export type NoticeText = { title: string; message: string; values?: MessageValues; slot?: SlotWindow | null }

export function noticeWords(locale: Locale, text: NoticeText): { title: string; message: string } {
  const message = translate(locale, text.message, text.values)
  return {
    title: translate(locale, text.title, text.values),
    // '… has been placed. Arriving Tue, 24 Nov, 7–9 AM': the slot in the reader's language.
    message: text.slot
      ? translate(locale, 'notices.withArrival', { message, slot: formatSlotPromise(text.slot, locale) })
      : message,
  }
}

/** The account's language for what the store writes to it; English until one is chosen. */
export async function readerLocale(tx: Db | Tx, userId: string): Promise<Locale> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId))
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE
}
