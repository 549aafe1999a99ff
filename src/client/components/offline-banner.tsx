import { WifiOffIcon } from 'lucide-react'
import { useT } from '#client/lib/i18n.ts'
import { useOnline } from '#client/lib/online-status.ts'
import offlineMessages from '#shared/i18n/en/offline.json'

/** Above the header while the device is offline (issue 15): what still works and what to trust. */
export function OfflineBanner() {
  const t = useT(offlineMessages)
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
        <strong className="font-semibold">{t('offline.banner')}</strong> {t('offline.bannerDetail')}
      </p>
    </div>
  )
}
