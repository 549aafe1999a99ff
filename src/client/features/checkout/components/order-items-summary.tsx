import { useLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import messages from '#shared/i18n/en/checkout.json'
import type { CartItem } from '#shared/schemas/cart.ts'

/** Checkout's 'Order Summary': what will be ordered, at the server's prices. */
export function OrderItemsSummary({ items }: { items: CartItem[] }) {
  const t = useT(messages)
  const locale = useLocale()
  return (
    <ul className="flex flex-col divide-y">
      {items.map(({ productId, product, quantity, lineTotal, outOfStock, unavailable, overStock }) => (
        <li key={productId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
          <span className="size-12 shrink-0 overflow-hidden rounded-lg border bg-muted">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" width={48} height={48} className="size-full object-cover" />
            ) : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="line-clamp-1 text-sm font-semibold">
              {locale === 'hi' && product.hindiName ? product.hindiName : product.name}
            </span>
            <span className="block text-xs text-muted-foreground">
              {product.unit} · {quantity} × {formatMoney(product.price)}
            </span>
            {unavailable || outOfStock || overStock ? (
              <span className="text-xs font-semibold text-destructive">
                {unavailable
                  ? t('checkout.unavailable')
                  : outOfStock
                    ? t('checkout.outOfStock')
                    : t('checkout.onlyLeft', { count: product.stockQuantity })}
              </span>
            ) : null}
          </span>
          <span className="text-sm font-bold tabular-nums">{formatMoney(lineTotal)}</span>
        </li>
      ))}
    </ul>
  )
}
