import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from './logo.tsx'
import { SearchBox } from './search-box.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

type AppHeaderProps = {
  storeName: string
  /** The delivery-location picker. */
  location: ReactNode
  /**
   * The notification bell (signed-in users only, spec section 2 Header): its own slot, left of
   * the cart icon and the account menu. Nothing is drawn for visitors.
   */
  notifications?: ReactNode
  /** Cart icon (signed-in users only) and the Sign In button or avatar menu. */
  actions: ReactNode
}

/**
 * Phones: logo, delivery promise and actions on one row, the search box below.
 * From md: one row with the search box in the middle.
 */
export function AppHeader({ storeName, location, notifications, actions }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 shadow-[0_1px_3px_rgb(0_0_0/0.04)] backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2.5 gap-y-2 px-4 py-2.5 md:flex-nowrap md:gap-x-6 md:py-3">
        <Link to="/" aria-label={`${storeName} home`} className="flex shrink-0 items-center gap-2 rounded-xl">
          <LogoMark />
          <span className="hidden text-xl font-extrabold tracking-tight text-primary lg:inline">
            {storeName}
          </span>
        </Link>
        <div className="min-w-0 flex-1 md:w-60 md:flex-none">{location}</div>
        <SearchBox className="order-last w-full md:order-none md:flex-1" />
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          {notifications}
          {actions}
        </div>
      </div>
    </header>
  )
}
