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
  /** Listings use 2, 3 or 4 columns by width (spec section 9); the home grid goes to 6. */
  wide?: boolean
  className?: string
}

export function ProductGrid({
  products,
  renderAction,
  renderFavorite,
  skeletons = 0,
  wide = false,
  className,
}: ProductGridProps) {
  return (
    <ul
      className={cn(
        'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4',
        wide && 'xl:grid-cols-6',
        className,
      )}
    >
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
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
