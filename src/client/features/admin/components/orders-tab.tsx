import { ShoppingBagIcon } from 'lucide-react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { OptionsSelect } from '#client/components/ui/lazy-select.tsx'
import { useT } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import { useMediaQuery, WIDE_SCREEN } from '#client/lib/use-media-query.ts'
import { ADMIN_ORDER_STATUS_FILTERS } from '#shared/admin-lists.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderListQuery, AdminOrderSort } from '#shared/schemas/admin.ts'
import { useAdminOrders } from '../api/get-admin-orders.ts'
import { useListSort } from '../hooks/use-list-sort.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
import { AdminOrderTable } from './admin-order-table.tsx'
import { Gstr1Export } from './gstr1-export.tsx'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { OrderCard } from './order-card.tsx'
import { Pager } from './pager.tsx'
import { SearchField } from './search-field.tsx'
import { TabHeader } from './tab-header.tsx'

type StatusFilter = AdminOrderListQuery['status']

type OrdersTabProps = {
  status: StatusFilter
  onStatusChange: (status: StatusFilter) => void
  onViewDetails: (orderId: string) => void
}

/**
 * 'Order Management': every order, newest first (or sorted by date or total in the wide-screen
 * table), searched and filtered on the server, paged.
 */
export function OrdersTab({ status, onStatusChange, onViewDetails }: OrdersTabProps) {
  const t = useT(messages)
  const paging = usePagedSearch()
  const wide = useMediaQuery(WIDE_SCREEN)
  const list = useListSort<AdminOrderSort>('created', () => paging.setPage(1))
  const orders = useAdminOrders({
    page: paging.page,
    status,
    search: paging.search,
    // Cards keep the natural order (newest first): only the table shows the sort.
    ...(wide ? { sort: list.sort, dir: list.dir } : {}),
  })
  const filtered = status !== 'all' || paging.search !== undefined
  const total = orders.data?.total

  return (
    <section aria-labelledby="orders-heading">
      <TabHeader
        id="orders-heading"
        title={t('admin.orderManagement')}
        count={total === undefined ? ' ' : t('admin.orderCount', { count: total })}
        actions={<Gstr1Export />}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchField
          className="flex-1"
          label={t('admin.searchOrders')}
          placeholder={t('admin.searchOrdersPlaceholder')}
          value={paging.text}
          onChange={paging.setText}
        />
        <OptionsSelect
          aria-label={t('admin.filterByStatus')}
          className="sm:w-52"
          value={status}
          onValueChange={(value) => {
            onStatusChange(value as StatusFilter)
            paging.setPage(1)
          }}
          options={ADMIN_ORDER_STATUS_FILTERS.map((option) => ({
            value: option,
            label: option === 'all' ? t('admin.allStatuses') : orderStatusText(option),
          }))}
        />
      </div>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <LoadError message={t('admin.ordersLoadFailed')} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon={ShoppingBagIcon}
          title={filtered ? t('admin.noOrdersFound') : t('admin.noOrders')}
          description={filtered ? t('admin.noOrdersFoundText') : t('admin.noOrdersText')}
        />
      ) : (
        <>
          {wide ? (
            <AdminOrderTable orders={orders.data.items} list={list} onViewDetails={onViewDetails} />
          ) : (
            <ul className="grid gap-3">
              {orders.data.items.map((order) => (
                <OrderCard key={order.id} order={order} onViewDetails={onViewDetails} />
              ))}
            </ul>
          )}
          <Pager
            label={t('admin.orderPages')}
            page={orders.data.page}
            pageCount={orders.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
    </section>
  )
}
