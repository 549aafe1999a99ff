import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'

/** '★ 4.3 (120)': the rating with its review count. */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number
  reviewCount?: number
  className?: string
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
      title={`Rated ${rating.toFixed(1)} out of 5`}
    >
      <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-foreground">{rating.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      {reviewCount !== undefined ? (
        <span>
          ({reviewCount.toLocaleString('en-IN')}
          <span className="sr-only"> reviews</span>)
        </span>
      ) : null}
    </span>
  )
}
