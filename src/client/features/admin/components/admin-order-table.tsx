import { EyeIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderCard, AdminOrderSort } from '#shared/schemas/admin.ts'
import type { ListSort } from '../hooks/use-list-sort.ts'
import { AdminTable, ColumnHeader } from './admin-table.tsx'
import { OrderStatusSelect } from './order-status-select.tsx'
import { SortHeader } from './sort-header.tsx'
import { UpiPaymentActions } from './upi-payment-actions.tsx'

type AdminOrderTableProps = {
  orders: AdminOrderCard[]
  list: ListSort<AdminOrderSort>
  onViewDetails: (id: string) => void
}

/**
 * 'Order Management' on a wide screen (≥ 1024 px, issue 12 item 8): one row per order, sortable
 * by date and total, with the status dropdown and the UPI payment actions in the row.
 */
export function AdminOrderTable({ orders, list, onViewDetails }: AdminOrderTableProps) {
  const t = useT(messages)
  return (
    <AdminTable
      head={
        <>
          <ColumnHeader>{t('admin.colOrder')}</ColumnHeader>
          <SortHeader label={t('admin.colDate')} sortKey="created" list={list} firstDir="desc" />
          <ColumnHeader>{t('admin.customer')}</ColumnHeader>
          <ColumnHeader align="right">{t('admin.items')}</ColumnHeader>
          <SortHeader label={t('admin.total')} sortKey="total" list={list} firstDir="desc" align="right" />
          <ColumnHeader>{t('admin.colStatus')}</ColumnHeader>
          <ColumnHeader align="right">{t('admin.colActions')}</ColumnHeader>
        </>
      }
    >
      {orders.map((order) => (
        <tr key={order.id} className="hover:bg-muted/30">
          <td className="px-4 py-2.5">
            <p className="font-bold whitespace-nowrap">{order.orderNumber}</p>
            {order.paymentMethod === 'upi' ? (
              <div className="mt-1.5">
                <UpiPaymentActions order={order} />
              </div>
            ) : null}
          </td>
          <td className="px-4 py-2.5 whitespace-nowrap text-muted-foreground">
            {formatDate(order.createdAt, 'dateTime')}
          </td>
          <td className="max-w-48 truncate px-4 py-2.5">{order.customerName}</td>
          <td className="px-4 py-2.5 text-right tabular-nums">{order.itemCount}</td>
          <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
            {formatMoney(order.totalAmount)}
          </td>
          <td className="px-4 py-2">
            <OrderStatusSelect orderId={order.id} orderNumber={order.orderNumber} status={order.status} />
          </td>
          <td className="px-4 py-2 text-right">
            <Button
              variant="outline"
              size="sm"
              className="h-9"
              aria-label={t('admin.viewDetailsOf', { orderNumber: order.orderNumber })}
              onClick={() => onViewDetails(order.id)}
            >
              <EyeIcon aria-hidden="true" className="size-4" />
              {t('admin.viewDetails')}
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
