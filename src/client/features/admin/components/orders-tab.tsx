import { ShoppingBagIcon } from 'lucide-react'
import { EmptyState } from '#client/components/empty-state.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { ORDER_STATUS_LABELS } from '#shared/order-status.ts'
import { countOf } from '#shared/plural.ts'
import { ADMIN_ORDER_STATUS_FILTERS, type AdminOrderListQuery } from '#shared/schemas/admin.ts'
import { useAdminOrders } from '../api/get-admin-orders.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
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

/** 'Order Management': every order, newest first, searched and filtered on the server, paged. */
export function OrdersTab({ status, onStatusChange, onViewDetails }: OrdersTabProps) {
  const paging = usePagedSearch()
  const orders = useAdminOrders({ page: paging.page, status, search: paging.search })
  const filtered = status !== 'all' || paging.search !== undefined
  const total = orders.data?.total

  return (
    <section aria-labelledby="orders-heading">
      <TabHeader
        id="orders-heading"
        title="Order Management"
        count={total === undefined ? ' ' : countOf(total, 'order')}
        actions={<Gstr1Export />}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchField
          className="flex-1"
          label="Search orders"
          placeholder="Search by order number or customer name..."
          value={paging.text}
          onChange={paging.setText}
        />
        <Select
          value={status}
          onValueChange={(value) => {
            onStatusChange(value as StatusFilter)
            paging.setPage(1)
          }}
        >
          <SelectTrigger aria-label="Filter by status" className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ADMIN_ORDER_STATUS_FILTERS.map((option) => (
              <SelectItem key={option} value={option}>
                {option === 'all' ? 'All statuses' : ORDER_STATUS_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <LoadError message="Failed to fetch orders" onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          icon={ShoppingBagIcon}
          title={filtered ? 'No orders found matching your search' : 'No orders yet'}
          description={
            filtered ? 'Try another order number, name or status.' : 'New orders will appear here.'
          }
        />
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {orders.data.items.map((order) => (
              <OrderCard key={order.id} order={order} onViewDetails={onViewDetails} />
            ))}
          </ul>
          <Pager
            label="Order"
            page={orders.data.page}
            pageCount={orders.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
    </section>
  )
}
