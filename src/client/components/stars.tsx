import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'

/** Five stars, the first `rating` (rounded) filled: a review's stars, or a product's average. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
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
