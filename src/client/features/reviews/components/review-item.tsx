import { BadgeCheckIcon, ThumbsUpIcon } from 'lucide-react'
import { Stars } from '#client/components/stars.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/reviews.json'
import type { Review } from '#shared/schemas/reviews.ts'
import { useVoteReview } from '../api/vote-review.ts'

/** One review: stars, title, text, reviewer, date, Verified badge and the helpful vote. */
export function ReviewItem({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const t = useT(messages)
  const vote = useVoteReview(review.productId)
  const onVote = () => {
    if (!signedIn) {
      notify.error(t('reviews.loginToVote'))
      return
    }
    vote.mutate(
      { reviewId: review.id, helpful: !review.votedHelpful },
      {
        onError: (error) => {
          console.error('Vote failed', error)
          notify.error(t('reviews.voteFailed'))
        },
      },
    )
  }
  return (
    <article
      aria-label={t('reviews.reviewLabel', { title: review.title })}
      className="flex flex-col gap-2 py-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <h3 className="font-bold">{review.title}</h3>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-line">{review.comment}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{review.userName || t('reviews.user')}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.verifiedPurchase ? (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
            {t('reviews.verifiedPurchase')}
          </Badge>
        ) : null}
        <span className="flex-1" />
        {review.isOwn ? (
          <span>{t('reviews.yourReview', { count: review.helpfulCount })}</span>
        ) : (
          <button
            type="button"
            onClick={onVote}
            disabled={vote.isPending}
            aria-pressed={review.votedHelpful}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 font-semibold transition hover:bg-muted',
              review.votedHelpful && 'border-primary bg-brand-soft text-brand-soft-foreground',
            )}
          >
            <ThumbsUpIcon
              aria-hidden="true"
              className={cn('size-3.5', review.votedHelpful && 'fill-current')}
            />
            {t('reviews.helpful', { count: review.helpfulCount })}
          </button>
        )}
      </div>
    </article>
  )
}
