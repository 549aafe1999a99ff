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
import { NotificationsBell } from './notifications-bell.tsx'

type NotificationsMenuProps = {
  onOpenOrder: (orderId: string) => void
  onShowAll: () => void
  defaultOpen?: boolean
}

/** The bell's menu of new orders (notifications-button.tsx loads it with the first press). */
export function NotificationsMenu({ onOpenOrder, onShowAll, defaultOpen }: NotificationsMenuProps) {
  const t = useT(messages)
  const { data } = useRecentOrders()
  const count = data?.count ?? 0
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationsBell count={count} />
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
