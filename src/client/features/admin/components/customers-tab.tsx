import { SearchXIcon, UsersIcon } from 'lucide-react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminCustomerSort } from '#shared/schemas/admin.ts'
import { useAdminCustomers } from '../api/get-admin-customers.ts'
import { useListSort } from '../hooks/use-list-sort.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
import { AdminTable, ColumnHeader } from './admin-table.tsx'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { Pager } from './pager.tsx'
import { SearchField } from './search-field.tsx'
import { SortHeader } from './sort-header.tsx'
import { TabHeader } from './tab-header.tsx'

/**
 * Customers (decisions.md 11): real accounts with order count, spend and last order; from 768 px
 * a table sortable by name, joining date, orders and spend (top spenders first).
 */
export function CustomersTab() {
  const t = useT(messages)
  const paging = usePagedSearch()
  const list = useListSort<AdminCustomerSort>('joined', () => paging.setPage(1))
  const customers = useAdminCustomers({
    page: paging.page,
    search: paging.search,
    sort: list.sort,
    dir: list.dir,
  })
  const total = customers.data?.total

  return (
    <section aria-labelledby="customers-heading">
      <TabHeader
        id="customers-heading"
        title={t('admin.customers')}
        count={total === undefined ? ' ' : t('admin.customerCount', { count: total })}
      />
      <SearchField
        className="mb-4"
        label={t('admin.searchCustomers')}
        placeholder={t('admin.searchCustomersPlaceholder')}
        value={paging.text}
        onChange={paging.setText}
      />
      {customers.isPending ? (
        <ListSkeleton count={3} />
      ) : customers.isError ? (
        <LoadError message={t('admin.customersLoadFailed')} onRetry={() => void customers.refetch()} />
      ) : customers.data.items.length === 0 ? (
        paging.search ? (
          <EmptyState icon={SearchXIcon} title={t('admin.noCustomersFound')} />
        ) : (
          <EmptyState
            icon={UsersIcon}
            title={t('admin.noCustomers')}
            description={t('admin.noCustomersText')}
          />
        )
      ) : (
        <>
          <AdminTable
            headClassName="hidden md:table-header-group"
            head={
              <>
                <SortHeader label={t('admin.customer')} sortKey="name" list={list} firstDir="asc" />
                <SortHeader label={t('admin.joined')} sortKey="joined" list={list} firstDir="desc" />
                <SortHeader
                  label={t('admin.tabOrders')}
                  sortKey="orders"
                  list={list}
                  firstDir="desc"
                  align="right"
                />
                <SortHeader
                  label={t('admin.totalSpend')}
                  sortKey="spent"
                  list={list}
                  firstDir="desc"
                  align="right"
                />
                <ColumnHeader>{t('admin.lastOrder')}</ColumnHeader>
              </>
            }
          >
            {customers.data.items.map((customer) => (
              <tr
                key={customer.id}
                className="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 text-[13px] md:table-row md:p-0 md:text-sm"
              >
                <td className="col-span-2 min-w-0 md:px-4 md:py-3">
                  {/* Accounts made by the CLI may have no name yet. */}
                  <p className="truncate font-semibold">{customer.name || customer.email}</p>
                  {customer.name ? <p className="truncate text-muted-foreground">{customer.email}</p> : null}
                </td>
                <td className="text-muted-foreground md:px-4 md:py-3 md:text-foreground">
                  <span className="md:hidden">{t('admin.joined')} </span>
                  {formatDate(customer.joinedAt)}
                </td>
                <td className="text-right tabular-nums md:px-4 md:py-3">
                  {customer.orderCount}
                  <span className="md:hidden"> {t('admin.orderWord', { count: customer.orderCount })}</span>
                </td>
                <td className="font-semibold tabular-nums md:px-4 md:py-3 md:text-right">
                  <span className="font-normal text-muted-foreground md:hidden">{t('admin.spent')} </span>
                  {formatMoney(customer.totalSpend)}
                </td>
                <td className="text-right whitespace-nowrap text-muted-foreground md:px-4 md:py-3 md:text-left md:text-foreground">
                  {customer.lastOrderAt ? (
                    <>
                      <span className="md:hidden">{t('admin.lastOrder')} </span>
                      {formatDate(customer.lastOrderAt)}
                    </>
                  ) : (
                    t('admin.noOrders')
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            label={t('admin.customerPages')}
            page={customers.data.page}
            pageCount={customers.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
    </section>
  )
}
