import type { ReactNode } from 'react'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { ProductCard } from './product-card.tsx'
import { ProductCardSkeleton } from './product-card-skeleton.tsx'

type ProductStripProps = {
  products: ProductSummary[]
  isLoading?: boolean
  renderAction?: (product: ProductSummary) => ReactNode
  renderFavorite?: (product: ProductSummary) => ReactNode
  label: string
}

/** A horizontally scrolling row of product cards (home 'You might need'). */
export function ProductStrip({
  products,
  isLoading = false,
  renderAction,
  renderFavorite,
  label,
}: ProductStripProps) {
  return (
    <ul
      aria-label={label}
      className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-2.5 overflow-x-auto scroll-px-4 px-4 pb-1 sm:gap-3"
    >
      {isLoading
        ? Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} aria-hidden="true" className="w-[9.5rem] shrink-0 sm:w-44">
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((product) => (
            <li key={product.id} className="flex w-[9.5rem] shrink-0 snap-start sm:w-44">
              <ProductCard
                product={product}
                action={renderAction?.(product)}
                favorite={renderFavorite?.(product)}
                className="w-full"
              />
            </li>
          ))}
    </ul>
  )
}
