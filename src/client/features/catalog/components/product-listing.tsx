import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { FilterXIcon } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import { useMediaQuery, WIDE_SCREEN } from '#client/lib/use-media-query.ts'
import messages from '#shared/i18n/en/catalog.json'
import type { Category, ProductPage, ProductSummary } from '#shared/schemas/catalog.ts'
import type { useProductFilters } from '../hooks/use-product-filters.ts'
import { FilterTrigger } from './filter-trigger.tsx'
import { ProductResults } from './product-results.tsx'

const FilterSidebar = lazy(() => import('./filter-sidebar.tsx').then((m) => ({ default: m.FilterSidebar })))

type ProductListingProps = {
  /** The page's own lines above the grid (title, counts, notes): each page words its header. */
  heading: ReactNode
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>
  filters: ReturnType<typeof useProductFilters>
  /** 'Filter Products' on the category page, 'Filters' on search (spec section 2). */
  filterLabel: string
  filterSide: 'responsive' | 'right'
  /** Hide the filters while there is nothing to filter (an empty category). */
  showFilters?: boolean
  /** Given where the shopper may filter by category (search). */
  categories?: Category[] | undefined
  renderAction: (product: ProductSummary) => ReactNode
  renderFavorite?: (product: ProductSummary) => ReactNode
  /** The empty state without filters; with filters it is always 'No products match your filters'. */
  empty: ReactNode
  /** The error state's words when the page has its own (ProductResults). */
  failedMessage?: string
}

/**
 * A listing page's body shared by category and search (issue 16 item 2): the heading with the
 * filter button on phones, the filter sidebar from lg (issue 12 item 8), the grid with its
 * skeletons and 'Load more', and the empty states.
 */
export function ProductListing({
  heading,
  query,
  filters,
  filterLabel,
  filterSide,
  showFilters = true,
  categories,
  renderAction,
  renderFavorite,
  empty,
  failedMessage,
}: ProductListingProps) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const total = query.data?.pages[0]?.total ?? 0
  // An uncounted total ('1,000+') is not offered as a number of results.
  const counted = query.data?.pages[0]?.totalExact ?? true
  const filterProps = {
    filters: filters.filters,
    activeCount: filters.activeCount,
    onChange: filters.setFilters,
    onClear: filters.clearFilters,
    categories,
  }
  const t = useT(messages)
  return (
    <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      {showFilters && wide ? (
        <aside
          aria-label={t('catalog.filters')}
          className="sticky top-32 hidden max-h-[calc(100dvh-9rem)] overflow-y-auto lg:block short:static short:max-h-none"
        >
          <Suspense fallback={null}>
            <FilterSidebar {...filterProps} />
          </Suspense>
        </aside>
      ) : null}
      <div className={showFilters && wide ? undefined : 'lg:col-span-2'}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">{heading}</div>
          {showFilters ? (
            // Kept mounted on wide screens too (only hidden), so an open sheet survives a resize.
            <div className="lg:hidden">
              <FilterTrigger
                {...filterProps}
                triggerLabel={filterLabel}
                side={filterSide}
                resultCount={query.isFetching || !counted ? undefined : total}
              />
            </div>
          ) : null}
        </div>
        {/* Cards are h3s: the grid has its h2, so no level is skipped after the page's h1. */}
        <h2 className="sr-only">{t('catalog.products')}</h2>
        <ProductResults
          query={query}
          renderAction={renderAction}
          renderFavorite={renderFavorite}
          failedMessage={failedMessage}
          empty={
            filters.activeCount > 0 ? (
              <EmptyState
                icon={FilterXIcon}
                title={t('catalog.noMatch')}
                description={t('catalog.adjustFilters')}
                action={
                  <Button variant="outline" onClick={filters.clearFilters}>
                    {t('catalog.clearAll')}
                  </Button>
                }
              />
            ) : (
              empty
            )
          }
        />
      </div>
    </div>
  )
}
