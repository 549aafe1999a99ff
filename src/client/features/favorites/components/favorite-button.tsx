import { HeartIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts'

type FavoriteButtonProps = { productId: string; productName: string; signedIn: boolean; className?: string }

export function FavoriteButton({ productId, productName, signedIn, className }: FavoriteButtonProps) {
  const { isFavorite, toggle } = useFavoriteToggle(productId, signedIn)
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${productName} from favorites` : `Add ${productName} to favorites`}
      onClick={toggle}
      className={cn(
        'flex size-11 items-center justify-center rounded-full border bg-card text-muted-foreground shadow-sm transition hover:text-rose-500',
        isFavorite && 'text-rose-500',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={cn('size-5', isFavorite && 'fill-current')} />
    </button>
  )
}
