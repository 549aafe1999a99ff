import { BellIcon, BellRingIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { useProductName } from '#client/lib/product-name.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/stock-alerts.json'
import { useSetStockAlert, useStockAlertIds } from '../api/stock-alerts.ts'

type NotifyMeButtonProps = {
  product: { id: string; name: string }
  /** 'card': beside a list card's price; 'detail': product detail's action bar. */
  variant?: 'card' | 'detail'
  className?: string
}

/**
 * "Notify me" on an out-of-stock product for a signed-in shopper (issue 12 item 9): the store
 * sends a notification when it is back. Pressed again, it cancels the request.
 */
export function NotifyMeButton({ product, variant = 'card', className }: NotifyMeButtonProps) {
  const t = useT(messages)
  const name = useProductName(product).primary
  const ids = useStockAlertIds()
  const setAlert = useSetStockAlert()
  const subscribed = ids.data?.includes(product.id) ?? false
  const Icon = subscribed ? BellRingIcon : BellIcon
  return (
    <button
      type="button"
      aria-pressed={subscribed}
      aria-label={subscribed ? t('stock-alerts.onFor', { name }) : t('stock-alerts.notifyWhenBack', { name })}
      disabled={ids.isPending}
      onClick={() =>
        setAlert.mutate(
          { productId: product.id, subscribed: !subscribed },
          {
            onSuccess: (state) =>
              notify.success(state.subscribed ? t('stock-alerts.subscribed') : t('stock-alerts.cancelled')),
            onError: () => notify.error(t('stock-alerts.failed')),
          },
        )
      }
      className={cn(
        'inline-flex items-center justify-center gap-1.5 border font-semibold whitespace-nowrap transition disabled:opacity-50',
        variant === 'card' ? 'h-8 rounded-lg px-2 text-xs' : 'h-12 min-w-44 rounded-xl px-5 text-base',
        subscribed
          ? 'border-primary bg-brand-soft text-brand-soft-foreground'
          : 'border-input bg-card text-foreground hover:bg-muted',
        className,
      )}
    >
      <Icon aria-hidden="true" className={variant === 'card' ? 'size-3.5' : 'size-5'} />
      {t('stock-alerts.notifyMe')}
    </button>
  )
}
