import { PackageIcon, PackageXIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useOrders } from '#client/features/orders/api/get-orders.ts'
import { OrderCard } from '#client/features/orders/components/order-card.tsx'
import { useOrderLiveUpdates } from '#client/features/orders/hooks/use-order-live-updates.ts'
import { useReorderAction } from '#client/features/orders/hooks/use-reorder-action.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/orders.json'
import { ORDER_TAB_NAMES, type OrderTab } from '#shared/order-status.ts'

const TAB_LABELS = {
  active: 'orders.tabActive',
  delivered: 'orders.tabDelivered',
  cancelled: 'orders.tabCancelled',
} as const satisfies Record<OrderTab, keyof typeof messages>

export function OrdersRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('orders.myOrders')} />
      <MyOrders />
    </RequireAuth>
  )
}

/** My Orders (spec section 2) with the Active / Delivered / Cancelled tabs of decisions.md 15. */
function MyOrders() {
  const t = useT(messages)
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: OrderTab = ORDER_TAB_NAMES.find((name) => name === requested) ?? 'active'
  useOrderLiveUpdates()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('orders.myOrders')}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'active' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label={t('orders.orderStatus')} className="grid grid-cols-3 sm:w-full">
          {ORDER_TAB_NAMES.map((name) => (
            <TabsTrigger key={name} value={name} className="justify-center">
              {t(TAB_LABELS[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        {ORDER_TAB_NAMES.map((name) => (
          <TabsContent key={name} value={name} className="mt-4">
            {name === tab ? <OrderList tab={name} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}

function OrderList({ tab }: { tab: OrderTab }) {
  const t = useT(messages)
  const query = useOrders(tab)
  const reorder = useReorderAction()

  useEffect(() => {
    if (query.isError) notify.error(t('orders.loadFailed'))
  }, [query.isError, t])

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('orders.loadingOrders')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-3xl" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={PackageXIcon}
        title={t('orders.loadFailed')}
        action={
          <Button variant="outline" onClick={() => query.refetch()}>
            {t('orders.tryAgain')}
          </Button>
        }
      />
    )
  }
  const orders = query.data.pages.flatMap((page) => page.items)
  if (orders.length === 0) return <NoOrders tab={tab} />
  return (
    <div className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          onReorder={reorder.run}
          reordering={reorder.pendingId === order.id}
        />
      ))}
      {query.hasNextPage ? (
        <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('orders.loading') : t('orders.showMore')}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * An empty tab says what it lacks (issue 9 item 12): Active with only past orders is not
 * "No orders yet", and it points to the tabs that hold them.
 */
function NoOrders({ tab }: { tab: OrderTab }) {
  const t = useT(messages)
  if (tab === 'cancelled') return <EmptyState icon={PackageXIcon} title={t('orders.noCancelled')} />
  const others = ORDER_TAB_NAMES.filter((name) => name !== tab && name !== 'active')
  return (
    <EmptyState
      icon={PackageIcon}
      title={tab === 'active' ? t('orders.noActive') : t('orders.noDelivered')}
      description={
        tab === 'active' ? (
          <>
            {t('orders.pastUnder')}{' '}
            {others.map((name, i) => (
              <span key={name}>
                {i > 0 ? ` ${t('orders.and')} ` : null}
                <Link to={`/orders?tab=${name}`} className="font-semibold text-primary underline">
                  {t(TAB_LABELS[name])}
                </Link>
              </span>
            ))}
            .
          </>
        ) : null
      }
      action={
        <Link to="/" className={buttonClasses()}>
          {t('orders.startShopping')}
        </Link>
      }
    />
  )
}
