import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { ProductCard } from './product-card.tsx'
import { ProductCardSkeleton } from './product-card-skeleton.tsx'

type ProductGridProps = {
  products: ProductSummary[]
  renderAction?: (product: ProductSummary) => ReactNode
  renderFavorite?: ((product: ProductSummary) => ReactNode) | undefined
  /** Cards drawn as placeholders after the products (while the first or next page loads). */
  skeletons?: number
  /** How many of the first cards load their pictures at once (the first screen's). */
  eagerCount?: number
  className?: string
}

export function ProductGrid({
  products,
  renderAction,
  renderFavorite,
  skeletons = 0,
  eagerCount = 0,
  className,
}: ProductGridProps) {
  return (
    // 2, 3 and 4 columns by width as spec section 9 says for phones and tablets; 5 and 6 on
    // desktops (issue 12 item 8).
    <ul
      className={cn(
        'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6',
        className,
      )}
    >
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            eager={i < eagerCount}
            action={renderAction?.(product)}
            favorite={renderFavorite?.(product)}
            className="w-full"
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`skeleton-${i}`} aria-hidden="true">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  )
}
