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
import { notify } from '#client/lib/toast.ts'
import { countOf } from '#shared/plural.ts'

/** Search results (spec section 2); the default sort here is relevance. */
export function SearchRoute() {
  const [searchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()
  const slots = useProductCardSlots()
  const categories = useCategories()
  const filters = useProductFilters('relevance')
  const results = useSearchProducts(q, filters.apiParams)

  useEffect(() => {
    if (results.isError) {
      console.error('Search failed', results.error)
      notify.error('Error', { description: 'Failed to search products. Please try again.' })
    }
  }, [results.isError, results.error])

  if (!q) {
    return (
      <>
        <PageTitle title="Search" />
        <EmptyState
          titleAs="h1"
          icon={SearchIcon}
          title="Start searching"
          description='Type what you need in the search box above, for example "ice cream".'
          action={
            <Link to="/categories" className={buttonClasses({ variant: 'outline' })}>
              Browse categories
            </Link>
          }
        />
      </>
    )
  }

  const total = results.data?.pages[0]?.total ?? 0
  return (
    <>
      <PageTitle title={`Search: ${q}`} />
      <ProductListing
        heading={
          <>
            <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
              Search results for "{q}"
            </h1>
            {results.isPending ? (
              <Skeleton className="mt-1.5 h-4 w-32" />
            ) : (
              <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
                Found {countOf(total, 'product')}
              </p>
            )}
          </>
        }
        query={results}
        filters={filters}
        filterLabel="Filters"
        filterSide="right"
        categories={categories.data}
        renderAction={slots.renderAction}
        renderFavorite={slots.renderFavorite}
        empty={
          <EmptyState
            icon={SearchXIcon}
            title="No products found"
            description={`We could not find anything for "${q}". Check the spelling or try another word.`}
            action={
              <Link to="/categories" className={buttonClasses()}>
                Browse All Products
              </Link>
            }
          />
        }
      />
      <ViewCartBar signedIn={slots.signedIn} />
    </>
  )
}
