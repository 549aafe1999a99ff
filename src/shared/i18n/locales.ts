// The store's languages (decisions.md 22, ADR 032). English is the default and carries the spec's
// exact texts; Hindi is the second language. Numbers, dates and prices follow the language's
// India locale, so ₹1,23,456 keeps Indian grouping in both. No zod here: the first page imports
// this module (the schema is LocaleSchema in schemas/account.ts).

export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The BCP 47 tag for Intl formatters and the page's `lang` attribute. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** Each language's own name, as the language picker shows it (a Hindi reader finds 'हिन्दी'). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/**
 * The first of the browser's languages (navigator.languages, or an Accept-Language header's tags
 * in order) that the store speaks; English otherwise. 'hi', 'hi-IN' → 'hi'; 'en-GB' → 'en'.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

/**
 * The cookie that carries this device's chosen language to the server, so a page rendered there
 * (ADR 043) is in it from the first byte. The client writes it beside its localStorage copy.
 */
export const LANGUAGE_COOKIE = 'freshcart-language'
