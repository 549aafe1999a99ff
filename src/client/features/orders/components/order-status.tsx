import {
  CheckCircle2Icon,
  ChefHatIcon,
  ClipboardCheckIcon,
  ClockIcon,
  type LucideIcon,
  TruckIcon,
  XCircleIcon,
} from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useLocale } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import type { OrderStatus } from '#shared/order-status.ts'

/** Each status's icon and colour; cancelled has its own (spec section 4). */
export const STATUS_LOOK: Record<OrderStatus, { icon: LucideIcon; className: string }> = {
  pending: {
    icon: ClockIcon,
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  confirmed: {
    icon: ClipboardCheckIcon,
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  },
  preparing: {
    icon: ChefHatIcon,
    className: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  },
  out_for_delivery: {
    icon: TruckIcon,
    className: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  },
  delivered: { icon: CheckCircle2Icon, className: 'bg-brand-soft text-brand-soft-foreground' },
  cancelled: { icon: XCircleIcon, className: 'bg-destructive/12 text-destructive dark:bg-destructive/20' },
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  useLocale()
  const { icon: Icon, className: look } = STATUS_LOOK[status]
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {orderStatusText(status)}
    </span>
  )
}
