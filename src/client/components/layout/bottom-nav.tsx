import { MainNavLinks } from './main-nav.tsx'

/** The phone's bottom bar; from lg the same links sit in the header instead (issue 12 item 8). */
export function BottomNav({ cartCount }: { cartCount: number }) {
  return (
    <MainNavLinks
      variant="bottom"
      cartCount={cartCount}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card pb-[env(safe-area-inset-bottom)] lg:hidden"
    />
  )
}
