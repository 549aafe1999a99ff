import { PlusIcon, SettingsIcon, StoreIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '#client/components/layout/logo.tsx'
import { ThemeToggle } from '#client/components/layout/theme-toggle.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import { NotificationsButton } from './notifications-button.tsx'

type AdminHeaderProps = {
  /** The signed-in admin's avatar menu (Profile, Sign Out), given by the route. */
  account: ReactNode
  onAddProduct: () => void
  onOpenSettings: () => void
  onOpenOrder: (orderId: string) => void
  onShowPendingOrders: () => void
}

/**
 * The dashboard header: title, the notifications button (new orders), Store Settings and
 * Add Product. Phones: title row, then the three actions in a row of their own.
 */
export function AdminHeader({
  account,
  onAddProduct,
  onOpenSettings,
  onOpenOrder,
  onShowPendingOrders,
}: AdminHeaderProps) {
  const t = useT(messages)
  return (
    // On a phone on its side (under 30rem tall) it scrolls away with the page (ADR 074).
    <header className="sticky top-0 z-30 border-b bg-card short:static">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2.5 px-4 py-3">
        <Link to="/" aria-label={t('admin.backToStore')} className="shrink-0 rounded-xl">
          <LogoMark />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-extrabold tracking-tight sm:text-xl">
            {t('admin.title')}
          </h1>
          <p className="hidden truncate text-xs text-muted-foreground sm:block">{t('admin.subtitle')}</p>
        </div>
        <div className="flex items-center gap-1.5 md:order-last">
          <Link
            to="/"
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'hidden lg:inline-flex' })}
          >
            <StoreIcon aria-hidden="true" className="size-4" />
            {t('admin.store')}
          </Link>
          <ThemeToggle />
          {account}
        </div>
        <div className="flex w-full items-center gap-2 md:w-auto">
          <NotificationsButton onOpenOrder={onOpenOrder} onShowAll={onShowPendingOrders} />
          <Button variant="outline" onClick={onOpenSettings} aria-label={t('admin.storeSettings')}>
            <SettingsIcon aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('admin.settings')}</span>
          </Button>
          <Button onClick={onAddProduct} className="ml-auto md:ml-0">
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('admin.addProduct')}
          </Button>
        </div>
      </div>
    </header>
  )
}
