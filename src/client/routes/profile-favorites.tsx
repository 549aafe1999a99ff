import { HeartIcon, RefreshCwIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { ProductAction } from '#client/app/product-card-slots.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { ProductRating } from '#client/components/product-rating.tsx'
import { Button, buttonClasses } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx'
import { useCartActions } from '#client/features/cart/hooks/use-cart-actions.ts'
import { ProductImage } from '#client/features/catalog/components/product-image.tsx'
import { useFavorites } from '#client/features/favorites/api/get-favorites.ts'
import { FavoriteRow } from '#client/features/favorites/components/favorite-row.tsx'
import { PageTitle } from '#client/features/store/components/page-title.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import common from '#shared/i18n/en/common.json'
import messages from '#shared/i18n/en/profile.json'

/** Favourites (spec section 2, Favorites). */
export function ProfileFavoritesRoute() {
  const t = useT(messages)
  return (
    <RequireAuth>
      <PageTitle title={t('profile.myFavorites')} />
      <FavoritesList />
    </RequireAuth>
  )
}

function FavoritesList() {
  const t = useT(messages)
  const tc = useT(common)
  const favorites = useFavorites()
  const cart = useCartActions(true)

  useEffect(() => {
    if (favorites.isError) {
      console.error(favorites.error)
      notify.error(t('profile.favoritesLoadFailed'))
    }
  }, [favorites.isError, favorites.error, t])

  const items = favorites.data ?? []
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={t('profile.myFavorites')}
        action={
          favorites.data ? (
            <span className="text-sm font-semibold text-muted-foreground">
              {tc('common.itemCount', { count: items.length })}
            </span>
          ) : null
        }
      />
      {favorites.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : favorites.isError ? (
        <EmptyState
          icon={RefreshCwIcon}
          title={t('profile.favoritesLoadFailed')}
          action={<Button onClick={() => void favorites.refetch()}>{t('profile.tryAgain')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={HeartIcon}
          title={t('profile.noFavorites')}
          description={t('profile.noFavoritesText')}
          action={
            <Link to="/categories" className={buttonClasses()}>
              {t('profile.browseCategories')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((favorite) => {
            const { product } = favorite
            return (
              <li key={favorite.productId}>
                <FavoriteRow
                  favorite={favorite}
                  image={<ProductImage src={product.imageUrl} alt={product.name} />}
                  rating={<ProductRating rating={product.rating} reviewCount={product.reviewCount} />}
                  addToCart={<ProductAction product={product} cart={cart} signedIn />}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
