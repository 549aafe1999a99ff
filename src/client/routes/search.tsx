import { SearchIcon, SearchXIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useProductCardSlots } from '#client/app/product-card-slots.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ViewCartBar } from '#client/features/cart/components/view-cart-bar.tsx'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { searchParamsOf, useSearchProducts } from '#client/features/catalog/api/search-products.ts'
import { ProductListing } from '#client/features/catalog/components/product-listing.tsx'
import { useProductFilters } from '#client/features/catalog/hooks/use-product-filters.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/catalog.json'

/** Search results (spec section 2); the default sort here is relevance. */
export function SearchRoute() {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const [searchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()
  const slots = useProductCardSlots()
  const categories = useCategories()
  const filters = useProductFilters('relevance')
  const results = useSearchProducts(q, searchParamsOf(searchParams, filters.apiParams))

  useEffect(() => {
    if (results.isError) {
      console.error('Search failed', results.error)
      notify.error(t('catalog.searchError'), { description: t('catalog.searchFailed') })
    }
  }, [results.isError, results.error, t])

  if (!q) {
    return (
      <>
        <PageTitle title={t('catalog.search')} />
        <EmptyState
          titleAs="h1"
          icon={SearchIcon}
          title={t('catalog.startSearching')}
          description={t('catalog.searchHint')}
          action={
            <Link to="/categories" className={buttonClasses({ variant: 'outline' })}>
              {t('catalog.browseCategories')}
            </Link>
          }
        />
      </>
    )
  }

  const total = results.data?.pages[0]?.total ?? 0
  // Past TOTAL_COUNT_CAP the API stops counting (ADR 026): 'Found 1,000+ products'.
  const counted = results.data?.pages[0]?.totalExact ?? true
  const corrected = results.data?.pages[0]?.correctedQuery ?? null
  return (
    <>
      <PageTitle title={t('catalog.searchTitle', { query: q })} />
      <ProductListing
        heading={
          <>
            <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
              {corrected
                ? t('catalog.showingFor', { query: corrected })
                : t('catalog.resultsFor', { query: q })}
            </h1>
            {corrected ? (
              <p className="mt-1 text-sm break-words text-muted-foreground">
                {t('catalog.noResultsAsTyped', { query: q })}{' '}
                <Link
                  to={`/search?q=${encodeURIComponent(q)}&exact=true`}
                  className="font-semibold text-primary underline"
                >
                  {t('catalog.searchInstead', { query: q })}
                </Link>
              </p>
            ) : null}
            {results.isError && !results.data ? null : results.isPending ? (
              <Skeleton className="mt-1.5 h-4 w-32" />
            ) : (
              <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
                {t(counted ? 'catalog.found' : 'catalog.foundOver', { count: total })}
              </p>
            )}
          </>
        }
        query={results}
        filters={filters}
        filterLabel={t('catalog.filters')}
        filterSide="right"
        categories={categories.data}
        renderAction={slots.renderAction}
        renderFavorite={slots.renderFavorite}
        failedMessage={t('catalog.loadFailedSearch', { query: q })}
        empty={
          <EmptyState
            icon={SearchXIcon}
            title={t('catalog.noProductsFound')}
            description={t('catalog.nothingFor', { query: q })}
            action={
              <div className="flex flex-col items-center gap-4">
                {categories.data?.length ? (
                  <nav aria-label={t('catalog.allCategories')}>
                    <ul className="flex max-w-md flex-wrap justify-center gap-2">
                      {categories.data.map((c) => (
                        <li key={c.id}>
                          <Link
                            to={`/category/${c.id}`}
                            className={buttonClasses({ variant: 'outline', size: 'sm' })}
                          >
                            {shownCategory(c)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ) : null}
                <Link to="/categories" className={buttonClasses()}>
                  {t('catalog.browseAll')}
                </Link>
              </div>
            }
          />
        }
      />
      <ViewCartBar signedIn={slots.signedIn} />
    </>
  )
}
