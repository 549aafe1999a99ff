import { useEffect } from 'react'
import { chooseLocale, currentLocale } from '#client/lib/i18n.ts'
import type { Locale } from '#shared/i18n/locales.ts'

/**
 * A signed-in shopper's saved language (from the session answer) wins over this device's, and
 * becomes this device's too, so the next visit opens in it at once (ADR 032). Nothing saved: the
 * device's choice (or the browser's language) stays.
 */
export function useAccountLanguage(language: Locale | null | undefined) {
  useEffect(() => {
    if (!language || language === currentLocale()) return
    chooseLocale(language).catch((error: unknown) => console.error('Loading the language failed', error))
  }, [language])
}
