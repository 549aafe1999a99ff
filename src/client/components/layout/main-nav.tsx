import { LayoutGridIcon, type LucideIcon, ShoppingCartIcon, TicketPercentIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { CART_BADGE_MAX } from '#shared/constants.ts'
import messages from '#shared/i18n/en/common.json'

type NavItem = {
  to: string
  label: keyof typeof messages
  icon: LucideIcon
  isActive: (path: string) => boolean
}

const ITEMS: NavItem[] = [
  { to: '/', label: 'common.navSaver', icon: TicketPercentIcon, isActive: (path) => path === '/' },
  {
    to: '/categories',
    label: 'common.navCategories',
    icon: LayoutGridIcon,
    isActive: (path) => path === '/categories' || path.startsWith('/category/'),
  },
  { to: '/cart', label: 'common.cart', icon: ShoppingCartIcon, isActive: (path) => path === '/cart' },
]

const looks = {
  bottom: {
    // Its height is one rule, --bottom-nav-height in styles.css (4rem; on a short screen, a phone
    // on its side, 3rem, one row: the icon beside its name).
    list: 'grid h-(--bottom-nav-height) max-w-md grid-cols-3',
    link: 'h-full flex-col justify-center gap-1 text-[11px] short:flex-row short:gap-2 short:text-xs',
    bar: 'top-0 h-[3px] w-10 rounded-b-full',
    icon: 'size-[22px]',
  },
  top: {
    list: 'flex h-11 gap-6',
    link: 'h-full gap-2 text-sm',
    bar: 'bottom-0 h-[3px] inset-x-0 rounded-t-full',
    icon: 'size-[18px]',
  },
} as const

/**
 * Saver, Categories and Cart with the active route highlighted (spec section 2): the bottom bar
 * on phones and tablets, a row in the header from lg (issue 12 item 8). One list, two looks.
 */
export function MainNavLinks({
  variant,
  cartCount,
  className,
}: {
  variant: keyof typeof looks
  cartCount: number
  className?: string
}) {
  const t = useT(messages)
  const { pathname } = useLocation()
  const look = looks[variant]
  return (
    <nav
      aria-label={t('common.navMain')}
      // The page's bottom room, toasts and scroll padding count the bottom bar only where it is
      // drawn (--bottom-nav-height in styles.css): the admin area has none.
      data-bottom-nav={variant === 'bottom' ? '' : undefined}
      className={className}
    >
      <ul className={cn('mx-auto', look.list)}>
        {ITEMS.map((item) => {
          const active = item.isActive(pathname)
          const Icon = item.icon
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex items-center font-semibold transition',
                  look.link,
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute bg-primary transition-opacity',
                    look.bar,
                    active ? 'opacity-100' : 'opacity-0',
                  )}
                />
                <span className="relative">
                  <Icon aria-hidden="true" className={look.icon} strokeWidth={active ? 2.4 : 2} />
                  {item.to === '/cart' ? <CountBubble count={cartCount} max={CART_BADGE_MAX} /> : null}
                </span>
                {t(item.label)}
                {item.to === '/cart' && cartCount > 0 ? (
                  <span className="sr-only"> ({t('common.itemCount', { count: cartCount })})</span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
