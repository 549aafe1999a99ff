import { LayoutGridIcon, type LucideIcon, ShoppingCartIcon, TicketPercentIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { cn } from '#client/lib/cn.ts'
import { CART_BADGE_MAX } from '#shared/constants.ts'

type NavItem = { to: string; label: string; icon: LucideIcon; isActive: (path: string) => boolean }

const ITEMS: NavItem[] = [
  { to: '/', label: 'Saver', icon: TicketPercentIcon, isActive: (path) => path === '/' },
  {
    to: '/categories',
    label: 'Categories',
    icon: LayoutGridIcon,
    isActive: (path) => path === '/categories' || path.startsWith('/category/'),
  },
  { to: '/cart', label: 'Cart', icon: ShoppingCartIcon, isActive: (path) => path === '/cart' },
]

/** Saver, Categories and Cart with the active route highlighted (spec section 2). */
export function BottomNav({ cartCount }: { cartCount: number }) {
  const { pathname } = useLocation()
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-3">
        {ITEMS.map((item) => {
          const active = item.isActive(pathname)
          const Icon = item.icon
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-1 text-[11px] font-semibold transition',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-0 h-[3px] w-10 rounded-b-full bg-primary transition-opacity',
                    active ? 'opacity-100' : 'opacity-0',
                  )}
                />
                <span className="relative">
                  <Icon aria-hidden="true" className="size-[22px]" strokeWidth={active ? 2.4 : 2} />
                  {item.to === '/cart' ? <CountBubble count={cartCount} max={CART_BADGE_MAX} /> : null}
                </span>
                {item.label}
                {item.to === '/cart' && cartCount > 0 ? (
                  <span className="sr-only"> ({cartCount} items)</span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
