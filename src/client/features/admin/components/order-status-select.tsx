import { OptionsSelect } from '#client/components/ui/lazy-select.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import { adminMayChangeStatus, ORDER_STATUSES, type OrderStatus } from '#shared/order-status.ts'
import { useChangeOrderStatus } from '../api/change-order-status.ts'
import { STATUS_DOTS } from './order-status-badge.tsx'

type OrderStatusSelectProps = {
  orderId: string
  orderNumber: string
  status: OrderStatus
  className?: string
}

/**
 * The status dropdown of an order card (decisions.md 4): only moves the server allows are
 * offered, and a cancelled order's dropdown is locked. The server writes the history row,
 * notifies the customer and pushes the change to their screens.
 */
export function OrderStatusSelect({ orderId, orderNumber, status, className }: OrderStatusSelectProps) {
  const t = useT(messages)
  const change = useChangeOrderStatus()
  const shown = change.isPending && change.variables ? change.variables.status : status
  return (
    <OptionsSelect
      aria-label={t('admin.statusOf', { orderNumber })}
      className={cn('h-9 w-44', className)}
      value={shown}
      disabled={status === 'cancelled' || change.isPending}
      onValueChange={(value) => {
        const next = value as OrderStatus
        if (!adminMayChangeStatus(status, next)) return
        change.mutate(
          { id: orderId, status: next },
          {
            onSuccess: () => notify.success(t('admin.statusUpdated')),
            onError: (error) =>
              notify.error(
                t('admin.statusUpdateFailed'),
                error instanceof ApiError ? { description: error.message } : undefined,
              ),
          },
        )
      }}
      options={ORDER_STATUSES.map((option) => ({
        value: option,
        disabled: option !== status && !adminMayChangeStatus(status, option),
        label: (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_DOTS[option])} />
            {orderStatusText(option)}
          </span>
        ),
      }))}
    />
  )
}
