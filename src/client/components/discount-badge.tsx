import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { percentOff } from '#shared/money.ts'

/** 'N% OFF' over a product picture: the one discount rule (issue 12 item 9) on every screen. */
export function DiscountBadge({
  price,
  originalPrice,
  className,
}: {
  price: number
  originalPrice: number | null
  className?: string
}) {
  const t = useT(messages)
  const off = percentOff(price, originalPrice)
  if (off === 0) return null
  return (
    <span
      className={cn(
        'rounded-md bg-offer px-1.5 py-1 text-[11px] leading-none font-bold text-offer-foreground',
        className,
      )}
    >
      {t('common.percentOff', { percent: off })}
    </span>
  )
}
