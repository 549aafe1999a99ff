import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/cart.json'

type CartTotalsProps = {
  subtotal: number
  deliveryFee: number
  total: number
  freeDeliveryThreshold: number
  className?: string
}

/**
 * Subtotal, Delivery Fee and Total exactly as the server priced them (decisions.md 1: one rule,
 * the same figures on the cart and checkout pages).
 */
export function CartTotals({
  subtotal,
  deliveryFee,
  total,
  freeDeliveryThreshold,
  className,
}: CartTotalsProps) {
  const t = useT(messages)
  return (
    <div className={cn('flex flex-col gap-2.5 text-sm', className)}>
      <dl className="flex flex-col gap-2.5">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('cart.subtotal')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('cart.deliveryFee')}</dt>
          <dd className={cn('font-semibold tabular-nums', deliveryFee === 0 && 'text-primary')}>
            {deliveryFee === 0 ? t('cart.free') : formatMoney(deliveryFee)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-bold">{t('cart.total')}</dt>
          <dd className="font-extrabold tabular-nums">{formatMoney(total)}</dd>
        </div>
      </dl>
      <p className="rounded-lg bg-brand-soft/60 px-3 py-2 text-xs font-medium text-brand-soft-foreground">
        {t('cart.freeDeliveryAbove', { amount: formatMoney(freeDeliveryThreshold) })}
      </p>
    </div>
  )
}
