import { useLocale } from '#client/lib/i18n.ts'
import { OFFLINE_TEXTS } from '#client/lib/offline-texts.ts'
import { useOnline } from '#client/lib/online-status.ts'
import { formatMoney } from '#shared/money.ts'

/**
 * A product's price. Offline it is the last answer the device kept, so it says so (issue 15):
 * the server's price may have changed since.
 */
export function PriceTag({ paise, className }: { paise: number; className?: string }) {
  useLocale()
  const online = useOnline()
  return (
    <span className={className}>
      {formatMoney(paise)}
      {online ? null : (
        <span
          data-testid="last-seen"
          className="ml-1 text-[10px] font-medium whitespace-nowrap text-muted-foreground"
        >
          ({OFFLINE_TEXTS.lastSeen})
        </span>
      )}
    </span>
  )
}
