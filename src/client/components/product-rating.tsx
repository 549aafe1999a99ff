import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { countOf } from '#shared/plural.ts'
import { Stars } from './stars.tsx'

/** What a product without reviews shows wherever a rating would be (issue 9 item 5). */
export const NO_RATINGS_TEXT = 'No ratings yet'

type ProductRatingProps = {
  /** The average of the product's reviews (0 without any), as the server counts it. */
  rating: number
  reviewCount: number
  /** 'compact': '★ 4.3 (120)' on cards and lists; 'summary': stars and '4.3 out of 5 · 120 reviews'. */
  variant?: 'compact' | 'summary'
  className?: string
}

/** A product's rating, the one way every screen shows it; never '★ 0.0 (0)'. */
export function ProductRating({ rating, reviewCount, variant = 'compact', className }: ProductRatingProps) {
  if (reviewCount === 0) {
    return <span className={cn('text-xs text-muted-foreground', className)}>{NO_RATINGS_TEXT}</span>
  }
  const score = rating.toFixed(1)
  if (variant === 'summary') {
    return (
      <span className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
        <Stars rating={rating} />
        <span>
          <span className="font-semibold text-foreground">{score}</span> out of 5 ·{' '}
          {countOf(reviewCount, 'review')}
        </span>
      </span>
    )
  }
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
      title={`Rated ${score} out of 5 from ${countOf(reviewCount, 'review')}`}
    >
      <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-foreground">{score}</span>
      <span className="sr-only">out of 5</span>
      <span>
        ({reviewCount.toLocaleString('en-IN')}
        <span className="sr-only"> {reviewCount === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  )
}
