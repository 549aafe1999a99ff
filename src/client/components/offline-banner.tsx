import { WifiOffIcon } from 'lucide-react'
import { useLocale } from '#client/lib/i18n.ts'
import { OFFLINE_TEXTS } from '#client/lib/offline-texts.ts'
import { useOnline } from '#client/lib/online-status.ts'

/** Above the header while the device is offline (issue 15): what still works and what to trust. */
export function OfflineBanner() {
  useLocale()
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-xs text-background sm:text-sm"
    >
      <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{OFFLINE_TEXTS.banner}</strong> {OFFLINE_TEXTS.bannerDetail}
      </p>
    </div>
  )
}
