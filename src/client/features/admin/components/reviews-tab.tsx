import { BadgeCheckIcon, MessageSquareIcon, SearchXIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Stars } from '#client/components/stars.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/lazy-dialog.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminReview } from '#shared/schemas/admin.ts'
import { useDeleteReview } from '../api/delete-review.ts'
import { useAdminReviews } from '../api/get-admin-reviews.ts'
import { usePagedSearch } from '../hooks/use-paged-search.ts'
import { ListSkeleton, LoadError } from './list-states.tsx'
import { Pager } from './pager.tsx'
import { SearchField } from './search-field.tsx'
import { TabHeader } from './tab-header.tsx'

/** 'Review Management': search over title, comment and product name; delete with a confirm. */
export function ReviewsTab() {
  const t = useT(messages)
  const paging = usePagedSearch()
  const reviews = useAdminReviews({ page: paging.page, search: paging.search })
  const remove = useDeleteReview()
  const [deleting, setDeleting] = useState<AdminReview | null>(null)
  const total = reviews.data?.total

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('admin.reviewDeleted')),
      onError: () => notify.error(t('admin.reviewDeleteFailed')),
    })
    setDeleting(null)
  }

  return (
    <section aria-labelledby="reviews-heading">
      <TabHeader
        id="reviews-heading"
        title={t('admin.reviewManagement')}
        count={total === undefined ? ' ' : t('admin.reviewCount', { count: total })}
      />
      <SearchField
        className="mb-4"
        label={t('admin.searchReviews')}
        placeholder={t('admin.searchReviewsPlaceholder')}
        value={paging.text}
        onChange={paging.setText}
      />
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <LoadError message={t('admin.reviewsLoadFailed')} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        paging.search ? (
          <EmptyState icon={SearchXIcon} title={t('admin.noReviewsFound')} />
        ) : (
          <EmptyState icon={MessageSquareIcon} title={t('admin.noReviews')} />
        )
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {reviews.data.items.map((review) => (
              <ReviewCard key={review.id} review={review} onDelete={setDeleting} />
            ))}
          </ul>
          <Pager
            label={t('admin.reviewPages')}
            page={reviews.data.page}
            pageCount={reviews.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.deleteReviewTitle')}
        description={
          deleting
            ? t('admin.deleteReviewText', {
                title: deleting.title,
                name: deleting.userName || t('admin.aCustomer'),
              })
            : undefined
        }
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function ReviewCard({ review, onDelete }: { review: AdminReview; onDelete: (review: AdminReview) => void }) {
  const t = useT(messages)
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs"
      aria-label={t('admin.reviewLabel', { title: review.title })}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            {review.verifiedPurchase ? (
              <Badge variant="success">
                <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
                {t('admin.verified')}
              </Badge>
            ) : null}
          </div>
          <h3 className="mt-1.5 font-semibold">{review.title}</h3>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-destructive hover:bg-destructive/10"
          aria-label={t('admin.deleteReviewNamed', { title: review.title })}
          onClick={() => onDelete(review)}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{review.comment}</p>
      <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-2 text-xs text-muted-foreground">
        <span>
          {t('admin.reviewProduct')}{' '}
          <span className="font-semibold text-foreground">{review.productName ?? t('admin.unknown')}</span>
        </span>
        <span>{t('admin.byName', { name: review.userName || t('admin.aCustomer') })}</span>
        <span>{formatDate(review.createdAt)}</span>
        <span className="inline-flex items-center gap-1">
          <ThumbsUpIcon aria-hidden="true" className="size-3.5" />
          {t('admin.helpfulCount', { count: review.helpfulCount })}
        </span>
      </p>
    </li>
  )
}
