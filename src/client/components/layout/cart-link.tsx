import { ShoppingCartIcon } from 'lucide-react'
import { Link } from 'react-router'
import { CountBubble } from '#client/components/ui/badge.tsx'
import { CART_BADGE_MAX } from '#shared/constants.ts'
import { countOf } from '#shared/plural.ts'

/** The header's cart icon with its count badge (signed-in users). */
export function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? `Cart (${countOf(count, 'item')})` : 'Cart'}
      className="relative flex size-9 items-center justify-center rounded-full text-foreground transition hover:bg-muted"
    >
      <ShoppingCartIcon aria-hidden="true" className="size-5" />
      <CountBubble count={count} max={CART_BADGE_MAX} className="-top-0.5 -right-1" />
    </Link>
  )
}
