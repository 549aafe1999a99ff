import { ClockIcon, PackageIcon, ShoppingBasketIcon } from 'lucide-react'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/home.json'

const TILES = [
  {
    title: 'home.grocery',
    note: 'home.freeDeliveryAbove',
    icon: ShoppingBasketIcon,
    tone: 'bg-green-600',
  },
  {
    title: 'home.wholesale',
    note: 'home.bulkOrders',
    icon: PackageIcon,
    tone: 'bg-orange-500',
  },
] as const

/**
 * Home block 8: the two delivery tiles. Their time is the header's promise and their fee note the
 * rule checkout charges (ADR 020, decisions.md 1), never times or fees of their own.
 */
export function DeliveryTiles({
  promise,
  freeDeliveryThreshold,
}: {
  promise: string | null
  freeDeliveryThreshold: number
}) {
  const t = useT(messages)
  return (
    <ul aria-label={t('home.deliveryOptions')} className="grid grid-cols-2 gap-3">
      {TILES.map((tile) => {
        const Icon = tile.icon
        return (
          <li
            key={tile.title}
            className="flex flex-col gap-3 rounded-3xl border bg-card p-4 sm:flex-row sm:items-center sm:p-5"
          >
            <span
              className={`flex size-12 shrink-0 items-center justify-center rounded-2xl text-white ${tile.tone}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 className="text-base font-bold">{t(tile.title)}</h2>
              <p className="mt-0.5 flex items-center gap-1 text-sm font-semibold">
                <ClockIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                {promise}
              </p>
              <p className="text-xs text-muted-foreground">
                {t(tile.note, { amount: formatMoney(freeDeliveryThreshold) })}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
