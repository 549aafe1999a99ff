import { ChevronRightIcon, LeafIcon, RefreshCwIcon, TruckIcon } from 'lucide-react'
import { lazy, useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { ProductAction, useProductCardSlots } from '#client/app/product-card-slots.tsx'
import { DiscountBadge } from '#client/components/discount-badge.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { ActionBar } from '#client/components/layout/action-bar.tsx'
import { NearScreen } from '#client/components/near-screen.tsx'
import { PriceTag } from '#client/components/price-tag.tsx'
import { ProductRating } from '#client/components/product-rating.tsx'
import { SectionHeading } from '#client/components/section-heading.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import type { CartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { useProduct } from '#client/features/catalog/api/get-product.ts'
import { useRelatedProducts } from '#client/features/catalog/api/get-related-products.ts'
import { isPurchasable } from '#client/features/catalog/components/product-card.tsx'
import { ProductGrid } from '#client/features/catalog/components/product-grid.tsx'
import { ProductImage } from '#client/features/catalog/components/product-image.tsx'
import { useShopPromise } from '#client/features/delivery/public.ts'
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { isNotFound } from '#client/lib/api-client.ts'
import { useLocale, useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useCategoryName, useProductName } from '#client/lib/product-name.ts'
import { notify } from '#client/lib/toast.ts'
import { NOT_FOUND_PATH } from '#shared/client-routes.ts'
import { LOW_STOCK_THRESHOLD } from '#shared/constants.ts'
import messages from '#shared/i18n/en/product.json'
import { isUuid } from '#shared/ids.ts'
import { percentOff } from '#shared/money.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'

// Reviews load as they come near the screen: below the fold and not needed for the first paint.
const ProductReviews = lazy(() =>
  import('#client/features/reviews/components/product-reviews.tsx').then((m) => ({
    default: m.ProductReviews,
  })),
)

/** Product detail (spec section 2). An unknown id goes to /404. */
export function ProductRoute() {
  const id = useParams().id ?? ''
  const t = useT(messages)
  const locale = useLocale()
  const slots = useProductCardSlots()
  const { cart, signedIn } = slots
  const product = useProduct(id)
  const related = useRelatedProducts(id)
  const failed = product.isError && !isNotFound(product.error)

  useEffect(() => {
    if (failed) {
      console.error(product.error)
      notify.error(t('product.loadFailed'))
    }
  }, [failed, product.error, t])

  if (!isUuid(id) || isNotFound(product.error)) return <Navigate to={NOT_FOUND_PATH} replace />
  if (failed) {
    return (
      <EmptyState
        titleAs="h1"
        icon={RefreshCwIcon}
        title={t('product.loadFailed')}
        description={t('product.checkConnection')}
        action={<Button onClick={() => void product.refetch()}>{t('product.tryAgain')}</Button>}
      />
    )
  }
  if (!product.data) return <ProductSkeleton />

  const p = product.data
  const relatedItems = related.data ?? []
  return (
    <>
      <PageTitle title={p.hindiName && locale === 'hi' ? p.hindiName : p.name} />
      <Breadcrumb product={p} />
      <ProductOverview product={p} cart={cart} signedIn={signedIn} />
      <NearScreen className="min-h-48" margin="0px">
        <ProductReviews productId={p.id} rating={p.rating} reviewCount={p.reviewCount} signedIn={signedIn} />
      </NearScreen>
      {relatedItems.length > 0 ? (
        <section aria-labelledby="related-products" className="mt-10">
          <SectionHeading id="related-products" title={t('product.youMayAlsoLike')} />
          <ProductGrid
            products={relatedItems}
            renderAction={slots.renderAction}
            renderFavorite={slots.renderFavorite}
          />
        </section>
      ) : null}
    </>
  )
}

function Breadcrumb({ product }: { product: ProductDetail }) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const name = useProductName(product)
  const separator = (
    <ChevronRightIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
  )
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to="/" className="text-muted-foreground hover:text-foreground hover:underline">
            {t('product.home')}
          </Link>
          {separator}
        </li>
        {product.category ? (
          <li className="flex min-w-0 shrink items-center gap-1.5">
            <Link
              to={`/category/${product.category.id}`}
              className="truncate text-muted-foreground hover:text-foreground hover:underline"
            >
              {shownCategory(product.category)}
            </Link>
            {separator}
          </li>
        ) : null}
        <li aria-current="page" className="min-w-0 truncate font-semibold">
          {name.primary}
        </li>
      </ol>
    </nav>
  )
}

function ProductOverview({
  product,
  cart,
  signedIn,
}: {
  product: ProductDetail
  cart: CartActions
  signedIn: boolean
}) {
  const t = useT(messages)
  const name = useProductName(product)
  // The header's promise (ADR 020), not one of the product page's own.
  const promise = useShopPromise()
  const off = percentOff(product.price, product.originalPrice)
  const inStock = isPurchasable(product)
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
      <div className="relative mx-auto w-full max-w-72 self-start sm:max-w-sm overflow-hidden rounded-3xl border md:sticky md:top-24 md:max-w-none lg:top-32 short:static">
        <ProductImage src={product.imageUrl} alt={name.primary} eager />
        <DiscountBadge
          price={product.price}
          originalPrice={product.originalPrice}
          className="absolute top-4 left-4 rounded-lg px-2.5 py-1.5 text-sm"
        />
      </div>

      <div className="flex flex-col">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
            {name.primary}
            {name.secondary ? (
              <span lang="en-IN" className="mt-1 block text-base font-semibold text-muted-foreground">
                {name.secondary}
              </span>
            ) : null}
          </h1>
          <FavoriteButton productId={product.id} productName={name.primary} signedIn={signedIn} />
        </div>
        <p className="mt-1 text-muted-foreground">{product.unit}</p>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} className="mt-2 text-sm" />

        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <PriceTag paise={product.price} className="text-3xl font-extrabold" />
          {off > 0 && product.originalPrice !== null ? (
            <>
              <span className="text-lg text-muted-foreground line-through">
                <span className="sr-only">{t('product.originalPrice')} </span>
                {formatMoney(product.originalPrice)}
              </span>
              <Badge variant="success" className="text-sm">
                {t('product.save', { amount: formatMoney(product.originalPrice - product.price) })}
              </Badge>
            </>
          ) : null}
        </div>
        <p className="mt-1 text-xs text-muted-foreground">{t('product.inclusiveTaxes')}</p>

        <div className="mt-4 flex items-center gap-2">
          {inStock ? (
            <Badge variant="success">{t('product.inStock')}</Badge>
          ) : (
            <Badge variant="danger">{t('product.outOfStock')}</Badge>
          )}
          {inStock && product.stockQuantity < LOW_STOCK_THRESHOLD ? (
            <span className="text-xs font-semibold text-warning">
              {t('product.onlyLeft', { count: product.stockQuantity })}
            </span>
          ) : null}
        </div>

        {/* Price and the action in thumb reach above the bottom bar on phones; in place from lg. */}
        <ActionBar label={t('product.addToCart')} className="lg:mt-5">
          <p className="flex min-w-0 flex-1 flex-col leading-tight lg:hidden">
            <PriceTag paise={product.price} className="text-lg font-extrabold" />
            {off > 0 && product.originalPrice !== null ? (
              <span className="text-xs text-muted-foreground">
                {t('product.mrp')} <span className="line-through">{formatMoney(product.originalPrice)}</span>
              </span>
            ) : (
              <span className="text-xs text-muted-foreground">{product.unit}</span>
            )}
          </p>
          <ProductAction product={product} cart={cart} signedIn={signedIn} detail />
        </ActionBar>

        <ul className="mt-6 grid grid-cols-2 gap-3 text-sm">
          <li className="flex items-center gap-2.5 rounded-2xl bg-muted/60 p-3">
            <TruckIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {promise?.sentence}
          </li>
          <li className="flex items-center gap-2.5 rounded-2xl bg-muted/60 p-3">
            <LeafIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t('product.freshChecked')}
          </li>
        </ul>

        {product.description ? (
          <section aria-labelledby="product-description" className="mt-7">
            <h2 id="product-description" className="text-lg font-bold">
              {t('product.description')}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-muted-foreground">
              {product.description}
            </p>
          </section>
        ) : null}
      </div>
    </div>
  )
}

function ProductSkeleton() {
  const t = useT(messages)
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('product.loading')}</span>
      <Skeleton className="mb-4 h-4 w-56" />
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div>
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="mt-3 h-4 w-24" />
          <Skeleton className="mt-3 h-4 w-32" />
          <Skeleton className="mt-6 h-9 w-40" />
          <Skeleton className="mt-5 h-6 w-20" />
          <Skeleton className="mt-5 h-12 w-56 rounded-xl" />
          <Skeleton className="mt-8 h-24 w-full" />
        </div>
      </div>
    </div>
  )
}
