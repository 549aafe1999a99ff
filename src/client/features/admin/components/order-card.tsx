import { CalendarIcon, EyeIcon, PackageIcon, UserIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderCard } from '#shared/schemas/admin.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderStatusSelect } from './order-status-select.tsx'
import { UpiPaymentActions } from './upi-payment-actions.tsx'

/** One order in 'Order Management' (spec section 2). */
export function OrderCard({
  order,
  onViewDetails,
}: {
  order: AdminOrderCard
  onViewDetails: (id: string) => void
}) {
  const t = useT(messages)
  return (
    <li
      className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5"
      aria-label={t('admin.orderLabel', { orderNumber: order.orderNumber })}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold tracking-tight">{order.orderNumber}</h3>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              {formatDate(order.createdAt, 'dateTime')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UserIcon aria-hidden="true" className="size-3.5" />
              {order.customerName}
            </span>
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg font-extrabold tabular-nums">{formatMoney(order.totalAmount)}</p>
          <p className="text-xs text-muted-foreground">{t('admin.itemCount', { count: order.itemCount })}</p>
        </div>
      </div>
      <ul aria-label={t('admin.items')} className="mt-3 flex flex-wrap gap-1.5">
        {order.items.map((item) => (
          <li
            key={`${item.productName}:${item.quantity}`}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs"
          >
            <PackageIcon aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
            {/* What was bought, in English in both languages: Hindi names are shared by several
                products ('दूध' for each milk), and a chip has no room for both; View Details
                shows the Hindi name with the English beneath. */}
            <span className="truncate">{item.productName}</span>
            <span className="shrink-0 font-semibold">× {item.quantity}</span>
          </li>
        ))}
        {order.moreItems > 0 ? (
          <li className="inline-flex items-center rounded-full border border-dashed px-2.5 py-1 text-xs text-muted-foreground">
            {t('admin.moreItems', { count: order.moreItems })}
          </li>
        ) : null}
      </ul>
      {order.paymentMethod === 'upi' ? (
        <div className="mt-3">
          <UpiPaymentActions order={order} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <OrderStatusSelect orderId={order.id} orderNumber={order.orderNumber} status={order.status} />
        <Button variant="outline" size="sm" className="h-9" onClick={() => onViewDetails(order.id)}>
          <EyeIcon aria-hidden="true" className="size-4" />
          {t('admin.viewDetails')}
        </Button>
      </div>
    </li>
  )
}
