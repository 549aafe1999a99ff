import { ChevronRightIcon, ClockIcon, RotateCcwIcon } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { orderPromiseText } from '#client/lib/delivery-promise-text.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/orders.json'
import { customerMayCancel } from '#shared/order-status.ts'
import type { OrderSummary } from '#shared/schemas/orders.ts'
import { CancelOrderDialog } from './cancel-order-dialog.tsx'
import { OrderStatusBadge } from './order-status.tsx'

type OrderCardProps = {
  order: OrderSummary
  onReorder: (orderId: string) => void
  reordering: boolean
}

/** A card on My Orders (spec section 2): number, date, status, items, total, the slot's promise, actions. */
export function OrderCard({ order, onReorder, reordering }: OrderCardProps) {
  const t = useT(messages)
  const delivered = order.status === 'delivered'
  return (
    <article
      aria-label={t('orders.orderLabel', { orderNumber: order.orderNumber })}
      className="flex flex-col gap-3 rounded-3xl border bg-card p-4 shadow-[0_1px_2px_rgb(0_0_0/0.04)] sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-mono text-base font-bold tracking-wide">{order.orderNumber}</h2>
          <p className="text-xs text-muted-foreground">
            {t('orders.orderedOn', { date: formatDate(order.createdAt, 'dateTime') })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-muted/50 p-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">{t('orders.items')}</dt>
          <dd className="font-semibold">{t('orders.itemCount', { count: order.itemCount })}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('orders.total')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(order.totalAmount)}</dd>
        </div>
        {/* The slot chosen at checkout is the promise (decisions.md 18, ADR 020). */}
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">{t('orders.deliverySlot')}</dt>
          <dd data-testid="order-promise" className="flex items-center gap-1 font-semibold">
            <ClockIcon aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
            {orderPromiseText(order)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {customerMayCancel(order.status) ? (
          <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
        ) : null}
        {delivered ? (
          <>
            <button
              type="button"
              disabled={reordering}
              onClick={() => onReorder(order.id)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <RotateCcwIcon aria-hidden="true" className="size-4" />
              {reordering ? t('orders.adding') : t('orders.reorder')}
            </button>
            <Link to={`/order/${order.id}`} className={buttonClasses({ variant: 'soft', size: 'sm' })}>
              {t('orders.viewDetails')}
            </Link>
          </>
        ) : (
          <Link to={`/order/${order.id}`} className={buttonClasses({ variant: 'soft', size: 'sm' })}>
            {t('orders.trackOrder')}
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  )
}
