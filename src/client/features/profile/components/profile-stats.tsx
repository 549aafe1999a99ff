import { AwardIcon, PackageIcon, PiggyBankIcon } from 'lucide-react'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/profile.json'
import { useProfileStats } from '../api/get-profile-stats.ts'

/** Total Orders, Total Saved and Member Status (spec section 2 Profile, section 4 tiers). */
export function ProfileStats() {
  const t = useT(messages)
  const stats = useProfileStats()
  const items = [
    {
      label: t('profile.totalOrders'),
      icon: PackageIcon,
      value: stats.data ? String(stats.data.totalOrders) : null,
    },
    {
      label: t('profile.totalSaved'),
      icon: PiggyBankIcon,
      value: stats.data ? formatMoney(stats.data.totalSaved) : null,
    },
    {
      label: t('profile.memberStatus'),
      icon: AwardIcon,
      value: stats.data ? t('profile.tier', { tier: stats.data.memberStatus }) : null,
    },
  ]
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {items.map(({ label, icon: Icon, value }) => (
        <div
          key={label}
          className="flex flex-col items-center rounded-2xl border bg-card px-2 py-3.5 text-center sm:py-4"
        >
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <dd className="mt-1.5 text-lg font-extrabold sm:text-xl">
            {value ?? (stats.isError ? '–' : <Skeleton className="mx-auto h-6 w-10" />)}
          </dd>
          <dt className="order-last text-[11px] font-medium text-muted-foreground sm:text-xs">{label}</dt>
        </div>
      ))}
    </dl>
  )
}
