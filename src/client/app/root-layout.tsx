import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppHeader } from '#client/components/layout/app-header.tsx'
import { BottomNav } from '#client/components/layout/bottom-nav.tsx'
import { CartLink } from '#client/components/layout/cart-link.tsx'
import { FestivalBanner } from '#client/components/layout/festival-banner.tsx'
import { LanguageToggle } from '#client/components/layout/language-toggle.tsx'
import { OfflineBanner } from '#client/components/offline-banner.tsx'
import { useCurrentUser } from '#client/features/auth/api/get-session.ts'
import { AccountMenu } from '#client/features/auth/components/account-menu.tsx'
import { useCartCount } from '#client/features/cart/hooks/use-cart-count.ts'
import { useOfflineCartSync } from '#client/features/cart/hooks/use-offline-cart-sync.ts'
import { SearchBox } from '#client/features/catalog/components/search-box.tsx'
import { LocationPicker } from '#client/features/delivery/components/location-picker.tsx'
import { LazyNotificationBell } from '#client/features/notifications/components/lazy-notification-bell.tsx'
import { useRealtimeConnection } from '#client/features/realtime/use-realtime-connection.ts'
import { useAccountLanguage } from '#client/features/settings/hooks/use-account-language.ts'
import { FALLBACK_STORE_NAME, useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { SupportChat } from '#client/features/store/components/support-chat.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { PageLoading } from './page-loading.tsx'
import { RouteErrorBoundary } from './route-error.tsx'

// The Add button beside a suggested product is the cards' own (cart control, favourites): those
// arrive with a shop page's code, and the shell does not carry them for the pages without cards
// (issue 13 item 6). Suggestions show after typing; the slot keeps its size until it arrives.
const SuggestionAction = lazy(async () => ({
  default: (await import('./product-card-slots.tsx')).SuggestionAction,
}))

/** The shopper's shell around every store page: banner, header (with support chat), page, bottom nav. */
export function RootLayout() {
  const t = useT(messages)
  const { user, isPending } = useCurrentUser()
  useOfflineCartSync(user?.id ?? null)
  const cartCount = useCartCount(user !== null)
  useRealtimeConnection(user?.id ?? null)
  useAccountLanguage(user?.language)
  const storeName = useStoreInfo().data?.name ?? FALLBACK_STORE_NAME
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <OfflineBanner />
      <FestivalBanner />
      <AppHeader
        storeName={storeName}
        location={<LocationPicker />}
        notifications={user ? <LazyNotificationBell /> : null}
        actions={
          <>
            {user ? <CartLink count={cartCount} /> : null}
            {/* Visitors switch here (kept on the device); signed in, Settings saves it on the account. */}
            {user || isPending ? null : <LanguageToggle />}
            <AccountMenu />
          </>
        }
        search={
          <SearchBox
            renderAction={(product) => (
              <Suspense fallback={<span className="block h-8 w-20" />}>
                <SuggestionAction product={product} />
              </Suspense>
            )}
          />
        }
        support={<SupportChat />}
        cartCount={cartCount}
      />
      {/* Room at the bottom for the bars fixed there and a toast above them (--toast-room in
          styles.css): the page's last control scrolls clear of both. */}
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4 pb-(--toast-room) sm:pt-6">
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <BottomNav cartCount={cartCount} />
    </>
  )
}
