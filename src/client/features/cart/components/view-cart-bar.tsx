import { ChevronRightIcon, ShoppingCartIcon } from 'lucide-react'
import { Link } from 'react-router'
import { ActionBar } from '#client/components/layout/action-bar.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/cart.json'
import { useCart } from '../api/get-cart.ts'

/**
 * Listing pages on phones: 'View cart · N items · ₹total' above the bottom bar while the cart is
 * not empty (issue 12 item 2). Reads the cart query the badges already share: no request of its own.
 */
export function ViewCartBar({ signedIn }: { signedIn: boolean }) {
  const t = useT(messages)
  const cart = useCart(signedIn).data
  if (!signedIn || !cart || cart.totalQuantity === 0) return null
  const items = t('cart.itemCount', { count: cart.totalQuantity })
  return (
    <ActionBar label={t('cart.yourCart')} desktop="phoneOnly">
      <Link
        to="/cart"
        className="flex h-12 w-full items-center gap-3 rounded-xl bg-primary px-4 text-primary-foreground shadow-sm transition hover:brightness-110"
      >
        <ShoppingCartIcon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex min-w-0 flex-1 items-baseline gap-1.5 truncate text-sm">
          <span className="font-bold">{t('cart.viewCart')}</span>
          <span aria-hidden="true">·</span>
          <span>{items}</span>
          <span aria-hidden="true">·</span>
          <span className="font-bold tabular-nums">{formatMoney(cart.total)}</span>
        </span>
        <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0" />
      </Link>
    </ActionBar>
  )
}
