import { HeartIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/favorites.json'
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts'

type FavoriteButtonProps = {
  productId: string
  productName: string
  signedIn: boolean
  /** 'sm' sits over a product card's picture; 'md' beside the product detail's name. */
  size?: 'sm' | 'md'
  className?: string
}

const sizes = {
  sm: { button: 'size-8 bg-card', icon: 'size-4' },
  md: { button: 'size-11 bg-card', icon: 'size-5' },
} as const

export function FavoriteButton({
  productId,
  productName,
  signedIn,
  size = 'md',
  className,
}: FavoriteButtonProps) {
  const t = useT(messages)
  const { isFavorite, toggle } = useFavoriteToggle(productId, signedIn)
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={
        isFavorite
          ? t('favorites.removeNamed', { name: productName })
          : t('favorites.addNamed', { name: productName })
      }
      onClick={toggle}
      className={cn(
        'flex items-center justify-center rounded-full border text-muted-foreground shadow-sm transition hover:text-rose-500',
        sizes[size].button,
        isFavorite && 'text-rose-500',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={cn(sizes[size].icon, isFavorite && 'fill-current')} />
    </button>
  )
}
