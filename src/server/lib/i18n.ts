import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { english } from '#shared/i18n/en/index.ts'
import { hindi } from '#shared/i18n/hi/index.ts'
import { INTL_LOCALE, isLocale, type Locale, localeFromLanguages } from '#shared/i18n/locales.ts'

// The server's translations (ADR 032): the same catalogues as the client, for what the server
// writes for people (error messages, notifications, mails) in the reader's language. One Lingui
// instance per language; the messages are compiled on first use (the client gets them compiled
// by the build).

export type MessageValues = Record<string, string | number | null | undefined>

function instance(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } })
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}

// Hindi falls back to English for a message it lacks (catalogues.test.ts keeps that from happening).
const instances: Record<Locale, I18n> = {
  en: instance('en', english),
  hi: instance('hi', { ...english, ...hindi }),
}

/** The message `id` in `locale`, its arguments filled in; the id itself if no catalogue has it. */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  return instances[locale]._(id, values)
}

/**
 * The language a request asks for: its Accept-Language, which the store's pages set to the
 * language they show (client lib/api-client.ts), and a browser to its own; English otherwise.
 */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return localeFromLanguages((acceptLanguage ?? '').split(','))
}

/** Whom the store writes to: the language saved on the account, else the request's. */
export function readerLocale(saved: unknown, acceptLanguage: string | null | undefined): Locale {
  return isLocale(saved) ? saved : requestLocale(acceptLanguage)
}
