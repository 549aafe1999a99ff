import { SearchXIcon, UsersIcon } from 'lucide-react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { formatMoney } from '#shared/money.ts'
import { countOf, pluralNoun } from '#shared/plural.ts'
import { useAdminCustomers } from '../api/get-admin-customers.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { Pager } from './pager.tsx'
import { SearchField } from './search-field.tsx'
import { TabHeader } from './tab-header.tsx'

/** Customers (decisions.md 11): real accounts with order count, spend and last order. */
export function CustomersTab() {
  const paging = usePagedSearch()
  const customers = useAdminCustomers({ page: paging.page, search: paging.search })
  const total = customers.data?.total

  return (
    <section aria-labelledby="customers-heading">
      <TabHeader
        id="customers-heading"
        title="Customers"
        count={total === undefined ? ' ' : countOf(total, 'customer')}
      />
      <SearchField
        className="mb-4"
        label="Search customers"
        placeholder="Search by name or email..."
        value={paging.text}
        onChange={paging.setText}
      />
      {customers.isPending ? (
        <ListSkeleton count={3} />
      ) : customers.isError ? (
        <LoadError message="Failed to load customers" onRetry={() => void customers.refetch()} />
      ) : customers.data.items.length === 0 ? (
        paging.search ? (
          <EmptyState icon={SearchXIcon} title="No customers found matching your search" />
        ) : (
          <EmptyState
            icon={UsersIcon}
            title="No customers yet"
            description="Shoppers appear here once they sign up."
          />
        )
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl border bg-card shadow-xs">
            <table className="w-full text-sm">
              <thead className="hidden bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Joined
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Total spend
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last order
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {customers.data.items.map((customer) => (
                  <tr
                    key={customer.id}
                    className="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 text-[13px] md:table-row md:p-0 md:text-sm"
                  >
                    <td className="col-span-2 min-w-0 md:px-4 md:py-3">
                      {/* Accounts made by the CLI may have no name yet. */}
                      <p className="truncate font-semibold">{customer.name || customer.email}</p>
                      {customer.name ? (
                        <p className="truncate text-muted-foreground">{customer.email}</p>
                      ) : null}
                    </td>
                    <td className="text-muted-foreground md:px-4 md:py-3 md:text-foreground">
                      <span className="md:hidden">Joined </span>
                      {formatDate(customer.joinedAt)}
                    </td>
                    <td className="text-right tabular-nums md:px-4 md:py-3">
                      {customer.orderCount}
                      <span className="md:hidden"> {pluralNoun(customer.orderCount, 'order')}</span>
                    </td>
                    <td className="font-semibold tabular-nums md:px-4 md:py-3 md:text-right">
                      <span className="font-normal text-muted-foreground md:hidden">Spent </span>
                      {formatMoney(customer.totalSpend)}
                    </td>
                    <td className="text-right whitespace-nowrap text-muted-foreground md:px-4 md:py-3 md:text-left md:text-foreground">
                      {customer.lastOrderAt ? (
                        <>
                          <span className="md:hidden">Last order </span>
                          {formatDate(customer.lastOrderAt)}
                        </>
                      ) : (
                        'No orders yet'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Customer pages"
            page={customers.data.page}
            pageCount={customers.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
    </section>
  )
}
