import { ArrowLeftIcon, FilterXIcon, PackageOpenIcon, TruckIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCurrentUser } from '#client/features/auth/api/get-session.ts'
import { CartControl } from '#client/features/cart/components/cart-control.tsx'
import { useCartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { useCategory } from '#client/features/catalog/api/get-category.ts'
import { useCategoryProducts } from '#client/features/catalog/api/get-category-products.ts'
import { FilterSheet } from '#client/features/catalog/components/filter-sheet.tsx'
import { ProductResults } from '#client/features/catalog/components/product-results.tsx'
import { useProductFilters } from '#client/features/catalog/hooks/use-product-filters.ts'
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { isNotFound } from '#client/lib/api-client.ts'
import { isUuid } from '#client/lib/is-uuid.ts'

/** Category listing (spec section 2); the default sort here is rating. */
export function CategoryRoute() {
  const id = useParams().id ?? ''
  const { user } = useCurrentUser()
  const cart = useCartActions(user !== null)
  const category = useCategory(id)
  const { filters, apiParams, activeCount, setFilters, clearFilters } = useProductFilters('rating')
  const products = useCategoryProducts(id, apiParams)

  useEffect(() => {
    // Spec section 8: listing fetch errors are only logged; the list shows empty.
    if (products.isError) console.error('Failed to fetch products', products.error)
  }, [products.isError, products.error])

  // An unknown or malformed category id is a missing page, as for products.
  if (!isUuid(id) || isNotFound(category.error)) {
    return <Navigate to="/404" replace />
  }

  const total = products.data?.pages[0]?.total ?? 0
  const showFilters = total > 0 || activeCount > 0

  return (
    <>
      <PageTitle title={category.data?.name} />
      <div className="flex items-start gap-3">
        <Link
          to="/categories"
          aria-label="Back to categories"
          className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full border bg-card transition hover:bg-muted"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0">
          {category.data ? (
            <>
              <h1 className="text-2xl leading-tight font-extrabold tracking-tight">{category.data.name}</h1>
              {category.data.description ? (
                <p className="mt-1 text-sm text-muted-foreground">{category.data.description}</p>
              ) : null}
            </>
          ) : (
            <>
              <Skeleton className="h-7 w-48" />
              <Skeleton className="mt-2 h-4 w-64 max-w-full" />
            </>
          )}
        </div>
      </div>

      <div className="mt-4 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-soft-foreground">
            <TruckIcon aria-hidden="true" className="size-4" />
            Same day delivery
          </span>
          {products.data ? (
            <span className="text-muted-foreground">
              {total.toLocaleString('en-IN')} {total === 1 ? 'product' : 'products'}
            </span>
          ) : null}
        </p>
        {showFilters ? (
          <FilterSheet
            triggerLabel="Filter Products"
            side="responsive"
            filters={filters}
            activeCount={activeCount}
            onChange={setFilters}
            onClear={clearFilters}
            resultCount={products.isFetching ? undefined : total}
          />
        ) : null}
      </div>

      <ProductResults
        query={products}
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
            <EmptyState icon={PackageOpenIcon} title="No products available in this category yet." />
          )
        }
      />
    </>
  )
}
