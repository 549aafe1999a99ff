import { ShoppingCartIcon } from 'lucide-react'
import { Link } from 'react-router'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { useT } from '#client/lib/i18n.ts'
import { CART_BADGE_MAX } from '#shared/constants.ts'
import messages from '#shared/i18n/en/common.json'

/** The header's cart icon with its count badge (signed-in users). */
export function CartLink({ count }: { count: number }) {
  const t = useT(messages)
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? t('common.cartWithCount', { count }) : t('common.cart')}
      className="relative flex size-9 items-center justify-center rounded-full text-foreground transition hover:bg-muted"
    >
      <ShoppingCartIcon aria-hidden="true" className="size-5" />
      <CountBubble count={count} max={CART_BADGE_MAX} className="-top-0.5 -right-1" />
    </Link>
  )
}
