import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { chooseLocale, useLocale, useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/settings.json'
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales.ts'

/**
 * English | हिन्दी (decisions.md 22). The choice shows at once and is kept on this device;
 * `onChosen` saves it on the account when someone is signed in.
 */
export function LanguagePicker({
  labelledBy,
  onChosen,
}: {
  labelledBy: string
  onChosen?: (locale: Locale) => void
}) {
  const t = useT(messages)
  const locale = useLocale()
  const [pending, setPending] = useState<Locale | null>(null)

  async function choose(next: Locale) {
    if (next === locale || pending) return
    setPending(next)
    try {
      await chooseLocale(next)
      onChosen?.(next)
      notify.success(t('settings.languageChanged'))
    } catch (error) {
      console.error('Loading the language failed', error)
      notify.error(t('settings.languageLoadFailed'))
    } finally {
      setPending(null)
    }
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex shrink-0 rounded-xl border p-0.5">
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === locale}
          lang={option === 'hi' ? 'hi-IN' : 'en-IN'}
          disabled={pending !== null}
          onClick={() => void choose(option)}
          className={cn(
            'font-language-name min-h-9 rounded-lg px-3 text-sm font-semibold transition',
            option === locale ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  )
}
