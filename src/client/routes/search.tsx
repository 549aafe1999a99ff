import { FilterXIcon, SearchIcon, SearchXIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCurrentUser } from '#client/features/auth/api/get-session.ts'
import { CartControl } from '#client/features/cart/components/cart-control.tsx'
import { useCartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { useSearchProducts } from '#client/features/catalog/api/search-products.ts'
import { FilterSheet } from '#client/features/catalog/components/filter-sheet.tsx'
import { ProductResults } from '#client/features/catalog/components/product-results.tsx'
import { useProductFilters } from '#client/features/catalog/hooks/use-product-filters.ts'
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { notify } from '#client/lib/toast.ts'

/** Search results (spec section 2); the default sort here is relevance. */
export function SearchRoute() {
  const [searchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim()
  const { user } = useCurrentUser()
  const cart = useCartActions(user !== null)
  const categories = useCategories()
  const { filters, apiParams, activeCount, setFilters, clearFilters } = useProductFilters('relevance')
  const results = useSearchProducts(q, apiParams)

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
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
            Search results for "{q}"
          </h1>
          {results.isPending ? (
            <Skeleton className="mt-1.5 h-4 w-32" />
          ) : (
            <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
              Found {total} product(s)
            </p>
          )}
        </div>
        <FilterSheet
          triggerLabel="Filters"
          side="right"
          filters={filters}
          activeCount={activeCount}
          onChange={setFilters}
          onClear={clearFilters}
          categories={categories.data}
          resultCount={results.isFetching ? undefined : total}
        />
      </div>

      <ProductResults
        query={results}
        renderAction={(product) => <CartControl product={product} cart={cart} />}
        renderFavorite={(product) => (
          <FavoriteButton
            productId={product.id}
            productName={product.name}
            signedIn={user !== null}
            size="sm"
          />
        )}
        empty={
          activeCount > 0 ? (
            <EmptyState
              icon={FilterXIcon}
              title="No products match your filters"
              description="Try adjusting your filters to see more results."
              action={
                <Button variant="outline" onClick={clearFilters}>
                  Clear All
                </Button>
              }
            />
          ) : (
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
          )
        }
      />
    </>
  )
}
