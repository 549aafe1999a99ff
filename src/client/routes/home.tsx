import { PackageOpenIcon } from 'lucide-react'
import { lazy, useEffect } from 'react'
import { useProductCardSlots } from '#client/app/product-card-slots.tsx'
import { HydrateNearScreen } from '#client/components/hydrate-near-screen.tsx'
import { NearScreen } from '#client/components/near-screen.tsx'
import { SectionHeading } from '#client/components/section-heading.tsx'
import { ViewCartBar } from '#client/features/cart/components/view-cart-bar.tsx'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { useHomeStrips } from '#client/features/catalog/api/get-home-strips.ts'
import { CategoryStrip } from '#client/features/catalog/components/category-strip.tsx'
import { ProductGrid } from '#client/features/catalog/components/product-grid.tsx'
import { ProductStrip } from '#client/features/catalog/components/product-strip.tsx'
import { useShopPromise } from '#client/features/delivery/public.ts'
import { HeroCarousel } from '#client/features/home/components/hero-carousel.tsx'
import { PromoBlock } from '#client/features/home/components/promo-block.tsx'
import { LazyBuyAgain } from '#client/features/orders/components/lazy-buy-again.tsx'
import { FALLBACK_STORE_NAME, useStoreInfo } from '#client/features/store/api/get-store-info.ts'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { DEFAULT_STORE_SETTINGS, HOME_FEATURED_LIMIT } from '#shared/constants.ts'
import messages from '#shared/i18n/en/home.json'

// The page's last blocks load as they come near the screen (issue 12 item 7).
const DeliveryTiles = lazy(async () => ({
  default: (await import('#client/features/home/components/delivery-tiles.tsx')).DeliveryTiles,
}))
const OrderViaChatCard = lazy(async () => ({
  default: (await import('#client/features/store/components/order-via-chat-card.tsx')).OrderViaChatCard,
}))

/**
 * Home (spec section 2): the festival banner, header and bottom navigation (blocks 1, 2 and 10)
 * come from the shell; this page draws blocks 3 to 9 in order.
 */
export function HomeRoute() {
  const t = useT(messages)
  const { signedIn, renderAction, renderFavorite } = useProductCardSlots()
  const categories = useCategories()
  const strips = useHomeStrips()
  const store = useStoreInfo()
  // One promise on the whole page, the header's (ADR 020); one fee rule, checkout's (decisions.md 1).
  const promise = useShopPromise()
  const freeDeliveryThreshold =
    store.data?.freeDeliveryThreshold ?? DEFAULT_STORE_SETTINGS.freeDeliveryThreshold

  useEffect(() => {
    // Spec section 8: catalogue fetch errors are only logged; the lists show empty.
    if (categories.isError) console.error('Failed to fetch categories', categories.error)
    if (strips.isError) console.error('Failed to fetch products', strips.error)
  }, [categories.isError, categories.error, strips.isError, strips.error])

  const featured = strips.data?.featured ?? []
  const mightNeed = strips.data?.mightNeed ?? []

  return (
    <div className="flex flex-col gap-7 sm:gap-9">
      <PageTitle />
      <h1 className="sr-only">{t('home.tagline', { storeName: store.data?.name ?? FALLBACK_STORE_NAME })}</h1>
      <HeroCarousel promise={promise?.sentence ?? null} />

      {categories.isPending || (categories.data ?? []).length > 0 ? (
        <section aria-labelledby="home-categories">
          <SectionHeading
            id="home-categories"
            title={t('home.shopByCategory')}
            link={{ to: '/categories', label: t('home.seeAll') }}
          />
          <CategoryStrip categories={categories.data ?? []} isLoading={categories.isPending} />
        </section>
      ) : null}

      <section aria-labelledby="home-featured">
        <SectionHeading id="home-featured" title={t('home.featured')} />
        {strips.isPending ? (
          <ProductGrid products={[]} skeletons={HOME_FEATURED_LIMIT / 2} />
        ) : featured.length > 0 ? (
          <ProductGrid
            products={featured}
            renderAction={renderAction}
            renderFavorite={renderFavorite}
            eagerCount={2}
            hydrateNearScreenFrom={2}
          />
        ) : (
          <EmptyStrip />
        )}
      </section>

      <PromoBlock
        freeDeliveryThreshold={freeDeliveryThreshold}
        buyAgain={
          signedIn ? (
            <LazyBuyAgain
              renderProducts={(products) => (
                <HydrateNearScreen>
                  <ProductStrip label={t('home.buyAgain')} products={products} renderAction={renderAction} />
                </HydrateNearScreen>
              )}
            />
          ) : null
        }
      />

      <section aria-labelledby="home-might-need">
        <SectionHeading id="home-might-need" title={t('home.youMightNeed')} />
        {strips.isPending || mightNeed.length > 0 ? (
          <HydrateNearScreen>
            <ProductStrip
              label={t('home.youMightNeed')}
              products={mightNeed}
              isLoading={strips.isPending}
              renderAction={renderAction}
              renderFavorite={renderFavorite}
            />
          </HydrateNearScreen>
        ) : (
          <EmptyStrip />
        )}
      </section>

      <NearScreen className="min-h-96 sm:min-h-72">
        <DeliveryTiles promise={promise?.value ?? null} freeDeliveryThreshold={freeDeliveryThreshold} />
        <OrderViaChatCard />
      </NearScreen>
      <ViewCartBar signedIn={signedIn} />
    </div>
  )
}

function EmptyStrip() {
  const t = useT(messages)
  return (
    <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed bg-card px-4 py-10 text-sm text-muted-foreground">
      <PackageOpenIcon aria-hidden="true" className="size-5" />
      {t('home.noProducts')}
    </p>
  )
}
