import { MoonIcon, SunIcon } from 'lucide-react'
import { useT } from '#client/lib/i18n.ts'
import { setTheme, useTheme } from '#client/lib/theme.ts'
import messages from '#shared/i18n/en/common.json'

export function ThemeToggle() {
  const t = useT(messages)
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={t('common.switchTheme', { theme: next })}
      className="flex size-9 items-center justify-center rounded-full text-muted-foreground transition hover:bg-muted hover:text-foreground"
    >
      {theme === 'dark' ? (
        <SunIcon aria-hidden="true" className="size-5" />
      ) : (
        <MoonIcon aria-hidden="true" className="size-5" />
      )}
    </button>
  )
}
