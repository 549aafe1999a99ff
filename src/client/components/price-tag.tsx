import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useOnline } from '#client/lib/online-status.ts'
import offlineMessages from '#shared/i18n/en/offline.json'

/**
 * A product's price. Offline it is the last answer the device kept, so it says so (issue 15):
 * the server's price may have changed since.
 */
export function PriceTag({ paise, className }: { paise: number; className?: string }) {
  const t = useT(offlineMessages)
  const online = useOnline()
  return (
    <span className={className}>
      {formatMoney(paise)}
      {online ? null : (
        <span
          data-testid="last-seen"
          className="ml-1 text-[10px] font-medium whitespace-nowrap text-muted-foreground"
        >
          ({t('offline.lastSeen')})
        </span>
      )}
    </span>
  )
}
