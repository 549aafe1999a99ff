import { StarIcon } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'
import { intlLocale, useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { Stars } from './stars.tsx'

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
  const t = useT(messages)
  if (reviewCount === 0) {
    return <span className={cn('text-xs text-muted-foreground', className)}>{t('common.noRatings')}</span>
  }
  const score = rating.toFixed(1)
  if (variant === 'summary') {
    return (
      <span className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
        <Stars rating={rating} />
        <span>
          <span className="font-semibold text-foreground">{score}</span> {t('common.outOfFive')} ·{' '}
          {t('common.reviewCount', { count: reviewCount })}
        </span>
      </span>
    )
  }
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
      title={t('common.ratedOutOfFive', { score, count: reviewCount })}
    >
      <StarIcon aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-foreground">{score}</span>
      <span className="sr-only">{t('common.outOfFive')}</span>
      <span>
        ({reviewCount.toLocaleString(intlLocale())}
        <span className="sr-only"> {t('common.reviewWord', { count: reviewCount })}</span>)
      </span>
    </span>
  )
}
