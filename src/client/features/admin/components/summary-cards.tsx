import { AlertTriangleIcon, ClockIcon, IndianRupeeIcon, type LucideIcon, ShoppingBagIcon } from 'lucide-react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { intlLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import { useDashboardSummary } from '../api/get-dashboard.ts'

type Card = { label: string; value: string; hint: string; icon: LucideIcon; tone: string }

/** The four summary cards with real figures (decisions.md 11). */
export function SummaryCards() {
  const t = useT(messages)
  const { data, isPending, isError } = useDashboardSummary()
  if (isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (isError) return null
  const cards: Card[] = [
    {
      label: t('admin.todaysSales'),
      value: formatMoney(data.todaySales),
      hint: t('admin.todaysSalesHint'),
      icon: IndianRupeeIcon,
      tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/15 dark:text-emerald-300',
    },
    {
      label: t('admin.totalOrders'),
      value: data.totalOrders.toLocaleString(intlLocale()),
      hint: t('admin.allTime'),
      icon: ShoppingBagIcon,
      tone: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
    },
    {
      label: t('admin.pendingOrders'),
      value: data.pendingOrders.toLocaleString(intlLocale()),
      hint: t('admin.waitingConfirmation'),
      icon: ClockIcon,
      tone: 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
    },
    {
      label: t('admin.lowStock'),
      value: data.lowStockCount.toLocaleString(intlLocale()),
      hint: t('admin.lowStockHint', { count: LOW_STOCK_THRESHOLD }),
      icon: AlertTriangleIcon,
      tone: 'bg-red-100 text-red-700 dark:bg-red-400/15 dark:text-red-300',
    },
  ]
  return (
    <ul aria-label={t('admin.storeSummary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, hint, icon: Icon, tone }) => (
        <li key={label} className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
          </div>
          <p className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </li>
      ))}
    </ul>
  )
}
