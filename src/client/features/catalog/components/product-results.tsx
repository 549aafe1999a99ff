import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Loader2Icon, RefreshCwIcon, WifiOffIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
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
  /** Shown instead of the grid when the list is empty. */
  empty: ReactNode
  /** The error state's words when the page has its own ('results for "milk"'). */
  failedMessage?: string
}

/**
 * A failed load is never shown as an empty list (issue 9 item 13): the shopper would read "no
 * products" and give up. It says so, with Retry; the products already shown stay when only a
 * later page or a refetch fails.
 */
export function LoadFailed({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  const t = useT(messages)
  return (
    <EmptyState
      icon={WifiOffIcon}
      title={t('catalog.loadFailedTitle')}
      description={message ?? t('catalog.loadFailedProducts')}
      action={
        <Button onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" className="size-4" />
          {t('catalog.retry')}
        </Button>
      }
    />
  )
}

/** A listing's grid: 8 skeleton cards while loading, then pages of products with 'Load more'. */
export function ProductResults({
  query,
  renderAction,
  renderFavorite,
  empty,
  failedMessage,
}: ProductResultsProps) {
  const t = useT(messages)
  const products = query.data?.pages.flatMap((page) => page.items) ?? []
  if (query.isError && products.length === 0)
    return <LoadFailed message={failedMessage} onRetry={() => void query.refetch()} />
  if (query.isPending) return <ProductGrid products={[]} skeletons={LISTING_SKELETON_COUNT} />
  if (products.length === 0) return <>{empty}</>
  const total = query.data?.pages[0]?.total ?? products.length
  const counted = query.data?.pages[0]?.totalExact ?? true
  return (
    <div aria-busy={query.isPlaceholderData || query.isFetchingNextPage}>
      <ProductGrid
        products={products}
        renderAction={renderAction}
        renderFavorite={renderFavorite}
        skeletons={query.isFetchingNextPage ? 4 : 0}
        eagerCount={4}
        hydrateNearScreenFrom={4}
        className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      />
      {query.hasNextPage ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <p className="text-xs text-muted-foreground">
            {t(counted ? 'catalog.showingOf' : 'catalog.showingOfOver', {
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
