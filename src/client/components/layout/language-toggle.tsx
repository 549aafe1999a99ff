import { useState } from 'react'
import { chooseLocale, useLocale, useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/common.json'
import { INTL_LOCALE, LOCALE_NAMES, type Locale } from '#shared/i18n/locales.ts'

/**
 * The header's language switch for visitors (issue 15, ADR 032): it names the other language in
 * that language's own script ('हिन्दी' on an English page), so a Hindi reader finds it. The
 * choice is kept on this device; a signed-in shopper chooses in Settings, saved on the account.
 */
export function LanguageToggle() {
  const t = useT(messages)
  const locale = useLocale()
  const [pending, setPending] = useState(false)
  const next: Locale = locale === 'en' ? 'hi' : 'en'

  async function choose() {
    setPending(true)
    try {
      await chooseLocale(next)
    } catch (error) {
      console.error('Loading the language failed', error)
      notify.error(t('common.languageLoadFailed'))
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void choose()}
      disabled={pending}
      aria-label={t('common.showInLanguage', { language: LOCALE_NAMES[next] })}
      className="flex h-9 items-center rounded-full px-2 text-sm font-semibold text-muted-foreground transition hover:bg-muted hover:text-foreground disabled:opacity-60"
    >
      <span lang={INTL_LOCALE[next]} className="font-language-name">
        {LOCALE_NAMES[next]}
      </span>
    </button>
  )
}
