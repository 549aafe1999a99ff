import { CheckIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import messages from '#shared/i18n/en/orders.json'
import { ORDER_TIMELINE, type OrderStatus, timelineIndex } from '#shared/order-status.ts'
import type { OrderHistoryEntry } from '#shared/schemas/orders.ts'
import { STATUS_LOOK } from './order-status.tsx'

type OrderTimelineProps = { status: OrderStatus; history: OrderHistoryEntry[] }

/**
 * pending → confirmed → preparing → out_for_delivery → delivered; steps up to the current one are
 * highlighted and the current one says 'Current Status' (spec section 4). Not used for cancelled.
 */
export function OrderTimeline({ status, history }: OrderTimelineProps) {
  const t = useT(messages)
  const current = timelineIndex(status)
  // History is newest first: the first entry of a status is when the order last reached it.
  const reachedAt = (step: OrderStatus) => history.find((entry) => entry.status === step)?.createdAt
  return (
    <ol className="flex flex-col">
      {ORDER_TIMELINE.map((step, index) => {
        const done = index <= current
        const isCurrent = index === current
        const Icon = STATUS_LOOK[step].icon
        const at = done ? reachedAt(step) : undefined
        return (
          <li
            key={step}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={isCurrent ? 'step' : undefined}
          >
            {index < ORDER_TIMELINE.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-9 bottom-0 left-[17px] w-0.5',
                  index < current ? 'bg-primary' : 'bg-border',
                )}
              />
            ) : null}
            <span
              className={cn(
                'relative flex size-9 shrink-0 items-center justify-center rounded-full border-2',
                done
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-muted-foreground',
                isCurrent && 'ring-4 ring-primary/20',
              )}
            >
              {done && !isCurrent ? (
                <CheckIcon aria-hidden="true" className="size-4" strokeWidth={3} />
              ) : (
                <Icon aria-hidden="true" className="size-4" />
              )}
            </span>
            <div className="pt-1.5">
              <p className={cn('text-sm font-semibold', !done && 'text-muted-foreground')}>
                {orderStatusText(step)}
                {done ? <span className="sr-only"> {t('orders.done')}</span> : null}
              </p>
              {isCurrent ? (
                <span className="mt-1 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-[11px] font-bold text-brand-soft-foreground">
                  {t('orders.currentStatus')}
                </span>
              ) : null}
              {at ? (
                <p className="mt-0.5 text-xs text-muted-foreground">{formatDate(at, 'dateTime')}</p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
