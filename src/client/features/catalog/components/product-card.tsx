import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '#client/lib/cn.ts'
import { formatMoney } from '#shared/money.ts'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { ProductImage } from './product-image.tsx'
import { StarRating } from './star-rating.tsx'

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
}

/** The card of every product list (spec section 2, Product card). */
export function ProductCard({ product, action, favorite, className }: ProductCardProps) {
  const savings =
    product.originalPrice !== null && product.originalPrice > product.price
      ? product.originalPrice - product.price
      : 0
  const purchasable = isPurchasable(product)
  return (
    <article
      className={cn(
        'group relative flex flex-col rounded-2xl border bg-card p-2.5 text-card-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition hover:border-primary/40 hover:shadow-md',
        className,
      )}
    >
      <Link
        to={`/product/${product.id}`}
        className="flex flex-1 flex-col rounded-xl focus-visible:outline-offset-4"
        aria-label={`${product.name}, ${product.unit}, ${formatMoney(product.price)}`}
      >
        <div className="relative">
          <ProductImage src={product.imageUrl} alt={product.name} className="rounded-xl" />
          {savings > 0 ? (
            <span className="absolute top-0 left-0 rounded-tl-xl rounded-br-xl bg-sky-600 px-2 py-1 text-[11px] leading-none font-bold text-white">
              {formatMoney(savings)} OFF
            </span>
          ) : null}
          {!purchasable ? (
            <span className="absolute inset-x-2 bottom-2 rounded-lg bg-black/70 py-1 text-center text-[11px] font-semibold text-white">
              Out of Stock
            </span>
          ) : null}
        </div>
        <h3 className="mt-2.5 line-clamp-2 min-h-[2.5rem] text-[13px] leading-5 font-semibold">
          {product.name}
        </h3>
        <p className="mt-0.5 text-xs text-muted-foreground">{product.unit}</p>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} className="mt-1" />
      </Link>
      <div className="mt-2 flex min-h-9 items-end justify-between gap-1">
        <div className="flex min-w-0 flex-col leading-tight">
          <span className="text-sm font-bold">{formatMoney(product.price)}</span>
          {savings > 0 && product.originalPrice !== null ? (
            <span className="text-xs text-muted-foreground line-through">
              <span className="sr-only">MRP </span>
              {formatMoney(product.originalPrice)}
            </span>
          ) : null}
        </div>
        {action}
      </div>
      {favorite ? <div className="absolute top-3.5 right-3.5">{favorite}</div> : null}
    </article>
  )
}
