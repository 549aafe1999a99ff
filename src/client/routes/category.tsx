import { ArrowLeftIcon, PackageOpenIcon, TruckIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { useProductCardSlots } from '#client/app/product-card-slots.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ViewCartBar } from '#client/features/cart/components/view-cart-bar.tsx'
import { useCategory } from '#client/features/catalog/api/get-category.ts'
import { useCategoryProducts } from '#client/features/catalog/api/get-category-products.ts'
import { ProductListing } from '#client/features/catalog/components/product-listing.tsx'
import { useProductFilters } from '#client/features/catalog/hooks/use-product-filters.ts'
import { useShopPromise } from '#client/features/delivery/public.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { isNotFound } from '#client/lib/api-client.ts'
import { useLocale, useT } from '#client/lib/i18n.ts'
import { categoryDescription, useCategoryName } from '#client/lib/product-name.ts'
import { NOT_FOUND_PATH } from '#shared/client-routes.ts'
import messages from '#shared/i18n/en/catalog.json'
import { isUuid } from '#shared/ids.ts'

/** Category listing (spec section 2); the default sort here is rating. */
export function CategoryRoute() {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const locale = useLocale()
  // The header's promise (ADR 020), not one of the category page's own.
  const promise = useShopPromise()
  const id = useParams().id ?? ''
  const slots = useProductCardSlots()
  const category = useCategory(id)
  const filters = useProductFilters('rating')
  const products = useCategoryProducts(id, filters.apiParams)

  useEffect(() => {
    // Spec section 8: listing fetch errors are only logged; the list shows empty.
    if (products.isError) console.error('Failed to fetch products', products.error)
  }, [products.isError, products.error])

  // An unknown or malformed category id is a missing page, as for products.
  if (!isUuid(id) || isNotFound(category.error)) {
    return <Navigate to={NOT_FOUND_PATH} replace />
  }

  const total = products.data?.pages[0]?.total ?? 0
  // Past TOTAL_COUNT_CAP the API stops counting (ADR 026): '1,000+ products'.
  const counted = products.data?.pages[0]?.totalExact ?? true
  return (
    <>
      <PageTitle title={category.data ? shownCategory(category.data) : undefined} />
      <div className="mb-4 flex items-start gap-3">
        <Link
          to="/categories"
          aria-label={t('catalog.backToCategories')}
          className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full border bg-card transition hover:bg-muted"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0">
          {category.data ? (
            <>
              <h1 className="text-2xl leading-tight font-extrabold tracking-tight break-words">
                {shownCategory(category.data)}
              </h1>
              {category.data.description ? (
                <p className="mt-1 text-sm text-muted-foreground">
                  {categoryDescription(category.data, locale)}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <Skeleton className="h-7 w-48 max-w-full" />
              <Skeleton className="mt-2 h-4 w-64 max-w-full" />
            </>
          )}
        </div>
      </div>

      <ProductListing
        heading={
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-soft-foreground">
              <TruckIcon aria-hidden="true" className="size-4" />
              {promise?.sentence}
            </span>
            {products.data ? (
              <span className="text-muted-foreground">
                {t(counted ? 'catalog.productCount' : 'catalog.productCountOver', { count: total })}
              </span>
            ) : null}
          </p>
        }
        query={products}
        filters={filters}
        filterLabel={t('catalog.filterProducts')}
        filterSide="responsive"
        showFilters={total > 0 || filters.activeCount > 0}
        renderAction={slots.renderAction}
        renderFavorite={slots.renderFavorite}
        empty={<EmptyState icon={PackageOpenIcon} title={t('catalog.emptyCategory')} />}
      />
      <ViewCartBar signedIn={slots.signedIn} />
    </>
  )
}
