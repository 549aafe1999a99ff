import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Loader2Icon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { intlLocale, useT } from '#client/lib/i18n.ts'
import { LISTING_SKELETON_COUNT } from '#shared/constants.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { ProductPage, ProductSummary } from '#shared/schemas/catalog.ts'
import { ProductGrid } from './product-grid.tsx'

type ProductResultsProps = {
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>
  renderAction: (product: ProductSummary) => ReactNode
  renderFavorite?: (product: ProductSummary) => ReactNode
  /** Shown instead of the grid when the list is empty (or failed: errors show as empty). */
  empty: ReactNode
}

/** A listing's grid: 8 skeleton cards while loading, then pages of products with 'Load more'. */
export function ProductResults({ query, renderAction, renderFavorite, empty }: ProductResultsProps) {
  const t = useT(messages)
  if (query.isPending) return <ProductGrid products={[]} skeletons={LISTING_SKELETON_COUNT} />
  const products = query.data?.pages.flatMap((page) => page.items) ?? []
  if (products.length === 0) return <>{empty}</>
  const total = query.data?.pages[0]?.total ?? products.length
  return (
    <div aria-busy={query.isPlaceholderData || query.isFetchingNextPage}>
      <ProductGrid
        products={products}
        renderAction={renderAction}
        renderFavorite={renderFavorite}
        skeletons={query.isFetchingNextPage ? 4 : 0}
        eagerCount={4}
        className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      />
      {query.hasNextPage ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-xs text-muted-foreground">
            {t('catalog.showingOf', {
              shown: products.length.toLocaleString(intlLocale()),
              total: total.toLocaleString(intlLocale()),
            })}
          </p>
          <Button
            variant="outline"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="min-w-48"
          >
            {query.isFetchingNextPage ? (
              <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {t('catalog.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
