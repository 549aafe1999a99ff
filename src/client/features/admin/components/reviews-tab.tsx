import { BadgeCheckIcon, MessageSquareIcon, SearchXIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#client/components/empty-state.tsx'
import { Stars } from '#client/components/stars.tsx'
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { formatDate } from '#client/lib/format-date.ts'
import { notify } from '#client/lib/toast.ts'
import { countOf } from '#shared/plural.ts'
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
  const paging = usePagedSearch()
  const reviews = useAdminReviews({ page: paging.page, search: paging.search })
  const remove = useDeleteReview()
  const [deleting, setDeleting] = useState<AdminReview | null>(null)
  const total = reviews.data?.total

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success('Review deleted successfully'),
      onError: () => notify.error('Failed to delete review'),
    })
    setDeleting(null)
  }

  return (
    <section aria-labelledby="reviews-heading">
      <TabHeader
        id="reviews-heading"
        title="Review Management"
        count={total === undefined ? ' ' : countOf(total, 'review')}
      />
      <SearchField
        className="mb-4"
        label="Search reviews"
        placeholder="Search by title, comment or product..."
        value={paging.text}
        onChange={paging.setText}
      />
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <LoadError message="Failed to load reviews" onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        paging.search ? (
          <EmptyState icon={SearchXIcon} title="No reviews found matching your search" />
        ) : (
          <EmptyState icon={MessageSquareIcon} title="No reviews yet" />
        )
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {reviews.data.items.map((review) => (
              <ReviewCard key={review.id} review={review} onDelete={setDeleting} />
            ))}
          </ul>
          <Pager
            label="Review pages"
            page={reviews.data.page}
            pageCount={reviews.data.pageCount}
            onPageChange={paging.setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Are you sure you want to delete this review?"
        description={deleting ? `“${deleting.title}” by ${deleting.userName || 'a customer'}` : undefined}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function ReviewCard({ review, onDelete }: { review: AdminReview; onDelete: (review: AdminReview) => void }) {
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs"
      aria-label={`Review: ${review.title}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            {review.verifiedPurchase ? (
              <Badge variant="success">
                <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
                Verified
              </Badge>
            ) : null}
          </div>
          <h3 className="mt-1.5 font-semibold">{review.title}</h3>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-destructive hover:bg-destructive/10"
          aria-label={`Delete review ${review.title}`}
          onClick={() => onDelete(review)}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{review.comment}</p>
      <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-2 text-xs text-muted-foreground">
        <span>
          Product: <span className="font-semibold text-foreground">{review.productName ?? 'Unknown'}</span>
        </span>
        <span>by {review.userName || 'a customer'}</span>
        <span>{formatDate(review.createdAt)}</span>
        <span className="inline-flex items-center gap-1">
          <ThumbsUpIcon aria-hidden="true" className="size-3.5" />
          {review.helpfulCount} helpful
        </span>
      </p>
    </li>
  )
}
