import { SearchIcon, SearchXIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useProductCardSlots } from '#client/app/product-card-slots.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ViewCartBar } from '#client/features/cart/components/view-cart-bar.tsx'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { useSearchProducts } from '#client/features/catalog/api/search-products.ts'
import { ProductListing } from '#client/features/catalog/components/product-listing.tsx'
import { useProductFilters } from '#client/features/catalog/hooks/use-product-filters.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/catalog.json'

/** Search results (spec section 2); the default sort here is relevance. */
export function SearchRoute() {
  const t = useT(messages)
  const [searchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()
  const slots = useProductCardSlots()
  const categories = useCategories()
  const filters = useProductFilters('relevance')
  const results = useSearchProducts(q, filters.apiParams)

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
  return (
    <>
      <PageTitle title={t('catalog.searchTitle', { query: q })} />
      <ProductListing
        heading={
          <>
            <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
              {t('catalog.resultsFor', { query: q })}
            </h1>
            {results.isPending ? (
              <Skeleton className="mt-1.5 h-4 w-32" />
            ) : (
              <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
                {t('catalog.found', { count: total })}
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
        empty={
          <EmptyState
            icon={SearchXIcon}
            title={t('catalog.noProductsFound')}
            description={t('catalog.nothingFor', { query: q })}
            action={
              <Link to="/categories" className={buttonClasses()}>
                {t('catalog.browseAll')}
              </Link>
            }
          />
        }
      />
      <ViewCartBar signedIn={slots.signedIn} />
    </>
  )
}
