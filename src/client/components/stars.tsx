import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'

/** Five stars, the first `rating` (rounded) filled: a review's stars, or a product's average. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT(messages)
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('common.starsOutOfFive', { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}
