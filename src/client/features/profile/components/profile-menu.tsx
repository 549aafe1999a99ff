import {
  ChevronRightIcon,
  CreditCardIcon,
  HeartIcon,
  MapPinIcon,
  PackageIcon,
  PencilIcon,
  SettingsIcon,
  ShieldCheckIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/profile.json'

const links = [
  { to: '/profile/edit', label: 'profile.editProfile', icon: PencilIcon },
  { to: '/profile/addresses', label: 'profile.myAddresses', icon: MapPinIcon },
  { to: '/profile/payments', label: 'profile.paymentMethods', icon: CreditCardIcon },
  { to: '/profile/favorites', label: 'profile.myFavorites', icon: HeartIcon },
  { to: '/orders', label: 'profile.myOrders', icon: PackageIcon },
  { to: '/settings', label: 'profile.settings', icon: SettingsIcon },
  { to: '/privacy', label: 'profile.privacyPolicy', icon: ShieldCheckIcon },
] as const

/** The profile's menu links (spec section 2 Profile). */
export function ProfileMenu() {
  const t = useT(messages)
  return (
    <nav aria-label={t('profile.account')} className="overflow-hidden rounded-2xl border bg-card">
      <ul className="divide-y">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 px-4 py-3.5 transition hover:bg-muted/60">
              <span className="flex size-9 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
                <Icon aria-hidden="true" className="size-[18px]" />
              </span>
              <span className="flex-1 font-semibold">{t(label)}</span>
              <ChevronRightIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
