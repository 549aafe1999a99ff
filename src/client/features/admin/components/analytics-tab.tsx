import {
  AlertTriangleIcon,
  CalendarDaysIcon,
  CalendarRangeIcon,
  ClockIcon,
  IndianRupeeIcon,
  type LucideIcon,
  ShoppingBagIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { intlLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { ANALYTICS_DAYS } from '#shared/admin-lists.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import type { Analytics, PeriodStats } from '#shared/schemas/admin.ts'
import { useAnalytics } from '../api/get-analytics.ts'
import { DailyChart } from './daily-chart.tsx'
import { LoadError } from './list-states.tsx'

/** Analytics (spec section 2 and 9): figures the server computes with SQL aggregates. */
export function AnalyticsTab() {
  const t = useT(messages)
  const analytics = useAnalytics()
  if (analytics.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('admin.loading')}</span>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    )
  }
  if (analytics.isError) {
    return <LoadError message={t('admin.analyticsLoadFailed')} onRetry={() => void analytics.refetch()} />
  }
  return <AnalyticsBody data={analytics.data} />
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const t = useT(messages)
  const { today } = data
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="today-heading">
        <h2 id="today-heading" className="mb-3 text-xl font-bold tracking-tight">
          {t('admin.todaysOverview')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            icon={ShoppingBagIcon}
            label={t('admin.ordersToday')}
            value={today.orders.toLocaleString(intlLocale())}
            hint={t('admin.thisWeekValue', { value: today.weekOrders.toLocaleString(intlLocale()) })}
          />
          <Stat
            icon={IndianRupeeIcon}
            label={t('admin.revenueToday')}
            value={formatMoney(today.revenue)}
            hint={t('admin.thisWeekValue', { value: formatMoney(today.weekRevenue) })}
          />
          <Stat
            icon={UsersIcon}
            label={t('admin.customersToday')}
            value={today.customers.toLocaleString(intlLocale())}
            hint={t('admin.customersTodayHint')}
          />
          <Stat
            icon={ClockIcon}
            label={t('admin.pendingOrders')}
            value={today.pendingOrders.toLocaleString(intlLocale())}
            hint={t('admin.waitingConfirmation')}
          />
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <PeriodPanel
          icon={CalendarDaysIcon}
          title={t('admin.thisWeek')}
          subtitle={t('admin.lastDays', { count: 7 })}
          stats={data.week}
        />
        <PeriodPanel
          icon={CalendarRangeIcon}
          title={t('admin.thisMonth')}
          subtitle={t('admin.lastDays', { count: 30 })}
          stats={data.month}
        />
      </div>

      <Card title={t('admin.dailyTitle')} subtitle={t('admin.dailySubtitle', { count: ANALYTICS_DAYS })}>
        <DailyChart days={data.daily} />
      </Card>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t('admin.topProducts')} subtitle={t('admin.byRevenue')} icon={TrophyIcon}>
          {data.topProducts.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('admin.noSalesData')}</p>
          ) : (
            <ol className="flex flex-col divide-y">
              {data.topProducts.map((product, index) => (
                <li
                  key={product.productId ?? `${product.productName}-${index}`}
                  className="flex items-center gap-3 py-2.5"
                >
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-bold text-brand-soft-foreground">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{product.productName}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('admin.soldCount', { count: product.quantity })}
                    </p>
                  </div>
                  <span className="text-sm font-bold tabular-nums">{formatMoney(product.revenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        {data.lowStock.count > 0 ? (
          <section
            aria-labelledby="inventory-heading"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-400/40 dark:bg-amber-400/10"
          >
            <h3
              id="inventory-heading"
              className="flex items-center gap-2 font-bold text-amber-900 dark:text-amber-200"
            >
              <AlertTriangleIcon aria-hidden="true" className="size-5" />
              {t('admin.inventoryAlert')}
            </h3>
            <p className="mt-1 text-sm text-warning-soft-foreground">
              {t('admin.inventoryAlertText', { count: data.lowStock.count, units: LOW_STOCK_THRESHOLD })}
            </p>
            {/* Scrolls when long: focusable, so a keyboard can scroll it too (issue 12 item 6). */}
            <ul
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
              tabIndex={0}
              aria-labelledby="inventory-heading"
              className="mt-3 flex max-h-72 flex-col divide-y divide-amber-200 overflow-y-auto rounded-lg text-sm dark:divide-amber-400/20"
            >
              {data.lowStock.items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">
                    {item.name} <span className="text-xs text-warning-soft-foreground">({item.unit})</span>
                  </span>
                  <span className="shrink-0 font-semibold text-destructive tabular-nums">
                    {item.stockQuantity === 0
                      ? t('admin.outOfStockShort')
                      : t('admin.leftCount', { count: item.stockQuantity })}
                  </span>
                </li>
              ))}
            </ul>
            {data.lowStock.count > data.lowStock.items.length ? (
              <p className="mt-2 text-xs text-amber-900/80 dark:text-amber-200/80">
                {t('admin.andMore', { count: data.lowStock.count - data.lowStock.items.length })}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon
  label: string
  value: string
  hint: string
}) {
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-xs">
      <p className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </p>
      <p className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums">{value}</p>
      <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
    </li>
  )
}

function PeriodPanel({
  icon,
  title,
  subtitle,
  stats,
}: {
  icon: LucideIcon
  title: string
  subtitle: string
  stats: PeriodStats
}) {
  const t = useT(messages)
  return (
    <Card title={title} subtitle={subtitle} icon={icon}>
      <dl className="grid grid-cols-3 gap-3">
        {[
          [t('admin.totalOrders'), stats.orders.toLocaleString(intlLocale())],
          [t('admin.revenue'), formatMoney(stats.revenue)],
          [t('admin.avgOrderValue'), formatMoney(stats.averageOrderValue)],
        ].map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="truncate text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

function Card({
  title,
  subtitle,
  icon: Icon,
  children,
}: {
  title: string
  subtitle?: string
  icon?: LucideIcon
  children: ReactNode
}) {
  return (
    <section className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h3 className="flex items-center gap-2 font-bold">
        {Icon ? <Icon aria-hidden="true" className="size-4.5 text-primary" /> : null}
        {title}
      </h3>
      {subtitle ? <p className="text-xs text-muted-foreground">{subtitle}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  )
}
