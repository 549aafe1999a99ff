import { BellIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/admin.json'
import { useRecentOrders } from '../api/get-recent-orders.ts'

type NotificationsButtonProps = {
  onOpenOrder: (orderId: string) => void
  onShowAll: () => void
}

/**
 * The header's notifications button (decisions.md 11): new orders nobody has confirmed yet,
 * with their count. It follows new orders live (use-admin-live-orders.ts refetches it).
 */
export function NotificationsButton({ onOpenOrder, onShowAll }: NotificationsButtonProps) {
  const t = useT(messages)
  const { data } = useRecentOrders()
  const count = data?.count ?? 0
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="md"
          aria-label={t('admin.notificationsLabel', { count })}
          className="relative"
        >
          <BellIcon aria-hidden="true" className="size-4" />
          {/* The spec's '(N)'; without new orders the bell stands alone rather than saying '(0)'. */}
          {count > 0 ? <span className="tabular-nums">({count})</span> : null}
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive ring-2 ring-card"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,92vw)]">
        <DropdownMenuLabel className="flex items-center justify-between">
          <span className="font-bold">{t('admin.newOrders')}</span>
          <span className="text-xs text-muted-foreground">{t('admin.pendingCount', { count })}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {data && data.items.length > 0 ? (
          <div className="max-h-[400px] overflow-y-auto">
            {data.items.map((order) => (
              <DropdownMenuItem
                key={order.id}
                onSelect={() => onOpenOrder(order.id)}
                className="flex-col items-start gap-0.5"
              >
                <span className="flex w-full items-center justify-between gap-2">
                  <span className="font-semibold">{order.orderNumber}</span>
                  <span className="font-semibold tabular-nums">{formatMoney(order.totalAmount)}</span>
                </span>
                <span className="flex w-full items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="truncate">{order.customerName}</span>
                  <span className="shrink-0">{formatDate(order.createdAt, 'dateTime')}</span>
                </span>
              </DropdownMenuItem>
            ))}
          </div>
        ) : (
          <p className="px-2.5 py-6 text-center text-sm text-muted-foreground">{t('admin.noNewOrders')}</p>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onShowAll} className="justify-center font-semibold text-primary">
          {t('admin.viewAllPending')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
