import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DiscountBadge } from '#client/components/discount-badge.tsx'
import { PriceTag } from '#client/components/price-tag.tsx'
import { ProductRating } from '#client/components/product-rating.tsx'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useProductName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { ProductImage } from './product-image.tsx'

export function isPurchasable(product: Pick<ProductSummary, 'isAvailable' | 'stockQuantity'>): boolean {
  return product.isAvailable && product.stockQuantity > 0
}

type ProductCardProps = {
  product: ProductSummary
  /** The Add button or quantity stepper, supplied by the page (the cart lives in its own feature). */
  action?: ReactNode
  /** The favourite heart over the picture, supplied by the page (favourites are their own feature). */
  favorite?: ReactNode
  className?: string
  /** The first cards of a page: their pictures load at once (the largest paint of the screen). */
  eager?: boolean
}

/**
 * The card of every product list (spec section 2, Product card). Plain markup with no hooks,
 * effects or subscriptions of its own (issue 12 item 7: a listing draws dozens). The product's
 * name is the link; its ::after covers the card, so the whole card opens the product while the
 * link's accessible name is exactly its visible text (issue 12 item 6).
 */
export function ProductCard({ product, action, favorite, className, eager = false }: ProductCardProps) {
  const t = useT(messages)
  const name = useProductName(product)
  const hasDiscount = product.originalPrice !== null && product.originalPrice > product.price
  const purchasable = isPurchasable(product)
  return (
    <article
      className={cn(
        'group relative flex flex-col rounded-2xl border bg-card p-2.5 text-card-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition hover:border-primary/40 hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <ProductImage
          src={product.imageUrl}
          alt=""
          eager={eager}
          className={cn('rounded-xl', !purchasable && 'opacity-60 grayscale')}
        />
        <DiscountBadge
          price={product.price}
          originalPrice={product.originalPrice}
          className="absolute top-0 left-0 rounded-none rounded-tl-xl rounded-br-xl"
        />
        {!purchasable ? (
          <span className="absolute inset-x-2 bottom-2 rounded-lg bg-foreground/85 py-1 text-center text-[11px] font-semibold text-background">
            {t('catalog.outOfStock')}
          </span>
        ) : null}
      </div>
      <h3 className="mt-2.5 line-clamp-2 min-h-[2.5rem] text-[13px] leading-5 font-semibold">
        <Link
          to={`/product/${product.id}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          {name.primary}
        </Link>
      </h3>
      {name.secondary ? (
        <p lang="en-IN" className="line-clamp-1 text-[11px] text-muted-foreground">
          {name.secondary}
        </p>
      ) : null}
      <p className="mt-0.5 text-xs text-muted-foreground">{product.unit}</p>
      <ProductRating rating={product.rating} reviewCount={product.reviewCount} className="mt-1" />
      {/* The price never shrinks under the action: when both do not fit (a narrow card with
          "Notify me"), the action wraps to its own line, at the right. */}
      <div className="mt-auto flex min-h-9 flex-wrap items-end justify-between gap-x-1 gap-y-1.5 pt-2">
        <p className="flex shrink-0 flex-col leading-tight">
          <PriceTag paise={product.price} className="text-sm font-bold" />
          {hasDiscount && product.originalPrice !== null ? (
            <span className="text-xs text-muted-foreground line-through">
              <span className="sr-only">{t('catalog.mrp')} </span>
              {formatMoney(product.originalPrice)}
            </span>
          ) : null}
        </p>
        {action ? <div className="relative z-10 ml-auto">{action}</div> : null}
      </div>
      {favorite ? <div className="absolute top-3.5 right-3.5 z-10">{favorite}</div> : null}
    </article>
  )
}
