import { Trash2Icon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PriceTag } from '#client/components/price-tag.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import { useProductName } from '#client/lib/product-name.ts'
import messages from '#shared/i18n/en/favorites.json'
import type { Favorite } from '#shared/schemas/favorites.ts'
import { useRemoveFavorite } from '../api/remove-favorite.ts'

type FavoriteRowProps = {
  favorite: Favorite
  /** The product picture (from the catalogue). */
  image: ReactNode
  /** The rating line (from the catalogue). */
  rating: ReactNode
  /** Add to Cart, supplied by the page (the cart lives in its own feature). */
  addToCart: ReactNode
}

/** One favourite: picture, name, unit, rating, prices, Out of Stock, Add to Cart and Remove. */
export function FavoriteRow({ favorite, image, rating, addToCart }: FavoriteRowProps) {
  const remove = useRemoveFavorite()
  const { product } = favorite
  const t = useT(messages)
  const name = useProductName(product)
  const outOfStock = product.stockQuantity <= 0
  return (
    <article aria-label={name.primary} className="flex gap-3 rounded-2xl border bg-card p-3 sm:gap-4">
      <Link to={`/product/${product.id}`} className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-28">
        {image}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={`/product/${product.id}`} className="line-clamp-2 font-semibold hover:underline">
          {name.primary}
        </Link>
        {name.secondary ? (
          <p lang="en-IN" className="text-xs text-muted-foreground">
            {name.secondary}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{product.unit}</p>
        <div className="mt-1">{rating}</div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <PriceTag paise={product.price} className="font-bold" />
          {product.originalPrice !== null && product.originalPrice > product.price ? (
            <span className="text-sm text-muted-foreground line-through">
              <span className="sr-only">{t('favorites.originalPrice')} </span>
              {formatMoney(product.originalPrice)}
            </span>
          ) : null}
          {outOfStock ? <Badge variant="danger">{t('favorites.outOfStock')}</Badge> : null}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          {addToCart}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            aria-label={t('favorites.removeNamed', { name: name.primary })}
            onClick={() => remove.mutate(product.id)}
          >
            <Trash2Icon aria-hidden="true" className="size-4" />
            {t('favorites.remove')}
          </Button>
        </div>
      </div>
    </article>
  )
}
