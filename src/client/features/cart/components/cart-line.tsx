import { Trash2Icon } from 'lucide-react'
import { Link } from 'react-router'
import { type Translate, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useProductName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/cart.json'
import type { CartItem } from '#shared/schemas/cart.ts'
import type { CartActions } from '../hooks/use-cart-actions.ts'
import { CartControl } from './cart-control.tsx'

/** Why a line cannot be checked out as it is, or null (the server flags it). */
export function lineProblem(item: CartItem, t: Translate<typeof messages>): string | null {
  if (item.unavailable) return t('cart.unavailable')
  if (item.outOfStock) return t('cart.outOfStock')
  if (item.overStock) return t('cart.onlyLeft', { count: item.product.stockQuantity })
  return null
}

/** One row of /cart: picture, name, price, the shared stepper and a remove button. */
export function CartLine({ item, cart }: { item: CartItem; cart: CartActions }) {
  const t = useT(messages)
  const { product } = item
  const name = useProductName(product)
  const problem = lineProblem(item, t)
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <Link
        to={`/product/${product.id}`}
        className="size-20 shrink-0 overflow-hidden rounded-xl border bg-muted"
      >
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={name.primary}
            width={80}
            height={80}
            className="size-full object-cover"
          />
        ) : (
          <span className="sr-only">{name.primary}</span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/product/${product.id}`}
            className="line-clamp-2 font-semibold leading-snug hover:underline"
          >
            {name.primary}
          </Link>
          <button
            type="button"
            onClick={() => cart.remove(product)}
            aria-label={t('cart.removeNamed', { name: name.primary })}
            className="-mt-1 -mr-1 flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground transition hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p className="text-xs text-muted-foreground">
          {name.secondary ? (
            <span lang="en-IN" className="block">
              {name.secondary}
            </span>
          ) : null}
          {product.unit} · {t('cart.each', { price: formatMoney(product.price) })}
        </p>
        {problem ? (
          <p
            role="status"
            className="w-fit rounded-md bg-destructive/12 px-2 py-0.5 text-xs font-semibold text-destructive"
          >
            {problem}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <CartControl
            product={product}
            cart={cart}
            failedText={t('cart.quantityFailed')}
            className="h-9 w-24"
          />
          <span className="font-bold tabular-nums">{formatMoney(item.lineTotal)}</span>
        </div>
      </div>
    </li>
  )
}
