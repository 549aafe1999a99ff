import type { ReactNode } from 'react'
import { HydrateNearScreen } from '#client/components/hydrate-near-screen.tsx'
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
  /**
   * Cards from this one on are taken over by React only near the screen (HydrateNearScreen): the
   * first screen's cards hydrate with the page, the rest as the shopper scrolls to them.
   */
  hydrateNearScreenFrom?: number
  className?: string
}

export function ProductGrid({
  products,
  renderAction,
  renderFavorite,
  skeletons = 0,
  eagerCount = 0,
  hydrateNearScreenFrom = Number.POSITIVE_INFINITY,
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
        <GridCell key={product.id} hydrateNearScreen={i >= hydrateNearScreenFrom}>
          <ProductCard
            product={product}
            eager={i < eagerCount}
            action={renderAction?.(product)}
            favorite={renderFavorite?.(product)}
            className="w-full"
          />
        </GridCell>
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

function GridCell({ hydrateNearScreen, children }: { hydrateNearScreen: boolean; children: ReactNode }) {
  return hydrateNearScreen ? (
    <HydrateNearScreen as="li" className="flex">
      {children}
    </HydrateNearScreen>
  ) : (
    <li className="flex">{children}</li>
  )
}
