import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { LogoMark } from './logo.tsx'
import { MainNavLinks } from './main-nav.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

type AppHeaderProps = {
  storeName: string
  /** The delivery-location picker (what it says is the delivery feature's; where it sits is ours). */
  location: ReactNode
  /**
   * The notification bell (signed-in users only, spec section 2 Header): its own slot, left of
   * the cart icon and the account menu. Nothing is drawn for visitors.
   */
  notifications?: ReactNode
  /** Cart icon (signed-in users only) and the Sign In button or avatar menu. */
  actions: ReactNode
  /** The search box with its suggestions (the catalogue feature's). */
  search: ReactNode
  /** The support chat's button: in the header, so it never covers the page (issue 12 item 3). */
  support: ReactNode
  cartCount: number
}

/**
 * Phones: a 3.5rem top row (logo, delivery promise, actions) over the search row. The header
 * sticks with a negative top the height of that row, so scrolling down slides the location line
 * away and keeps search (issue 12 item 9): pure CSS, no scroll listener, no layout shift.
 * From md: one row with search in the middle; from lg the main navigation joins the header and
 * replaces the bottom bar (issue 12 item 8). On a screen under 30rem tall (a phone on its side)
 * it does not stick at all: the page keeps the height (ADR 074).
 */
export function AppHeader({
  storeName,
  location,
  notifications,
  actions,
  search,
  support,
  cartCount,
}: AppHeaderProps) {
  const t = useT(messages)
  return (
    <header className="sticky -top-14 z-30 border-b bg-card shadow-[0_1px_3px_rgb(0_0_0/0.04)] md:top-0 short:static">
      <div className="mx-auto flex max-w-6xl flex-col px-4 md:flex-row md:items-center md:gap-x-5 md:py-3">
        <div className="flex h-14 min-w-0 items-center gap-x-2.5 md:contents">
          <Link
            to="/"
            aria-label={t('common.storeHome', { storeName })}
            className="flex shrink-0 items-center gap-2 rounded-xl md:order-1"
          >
            <LogoMark />
            <span className="hidden text-xl font-extrabold tracking-tight text-primary lg:inline">
              {storeName}
            </span>
          </Link>
          <div className="min-w-0 flex-1 md:order-2 md:w-56 md:flex-none">{location}</div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2 md:order-4">
            {/* Below 380 px the delivery promise needs the room: Settings has Dark Mode (spec
                section 4) and a visitor's theme follows the phone's (theme-init.js). */}
            <div className="contents max-[379px]:hidden">
              <ThemeToggle />
            </div>
            {notifications}
            {actions}
          </div>
        </div>
        <div className="flex min-w-0 items-center gap-2 pb-2.5 md:contents">
          <div className="min-w-0 flex-1 md:order-3">{search}</div>
          <div className="shrink-0 md:order-5">{support}</div>
        </div>
      </div>
      <div className="hidden border-t lg:block">
        <MainNavLinks variant="top" cartCount={cartCount} className="mx-auto max-w-6xl px-4" />
      </div>
    </header>
  )
}
