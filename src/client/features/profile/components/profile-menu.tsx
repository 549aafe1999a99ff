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

const links = [
  { to: '/profile/edit', label: 'Edit Profile', icon: PencilIcon },
  { to: '/profile/addresses', label: 'My Addresses', icon: MapPinIcon },
  { to: '/profile/payments', label: 'Payment Methods', icon: CreditCardIcon },
  { to: '/profile/favorites', label: 'My Favorites', icon: HeartIcon },
  { to: '/orders', label: 'My Orders', icon: PackageIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheckIcon },
] as const

/** The profile's menu links (spec section 2 Profile). */
export function ProfileMenu() {
  return (
    <nav aria-label="Account" className="overflow-hidden rounded-2xl border bg-card">
      <ul className="divide-y">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 px-4 py-3.5 transition hover:bg-muted/60">
              <span className="flex size-9 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground">
                <Icon aria-hidden="true" className="size-[18px]" />
              </span>
              <span className="flex-1 font-semibold">{label}</span>
              <ChevronRightIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
