import { Badge } from '#client/components/ui/badge.tsx'
import { cn } from '#client/lib/cn.ts'
import { useLocale } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import type { OrderStatus } from '#shared/order-status.ts'

/** One colour per status, the same on the cards, in the dropdown and in View Details. */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  confirmed: 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-300',
  preparing: 'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-300',
  out_for_delivery: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-400/15 dark:text-cyan-300',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-300',
}

/** The solid dot beside a status in the dropdowns. */
export const STATUS_DOTS: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-blue-500',
  preparing: 'bg-violet-500',
  out_for_delivery: 'bg-cyan-500',
  delivered: 'bg-emerald-500',
  cancelled: 'bg-red-500',
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  useLocale()
  return (
    <Badge className={cn('rounded-full px-2.5', STATUS_COLOURS[status], className)}>
      {orderStatusText(status)}
    </Badge>
  )
}
