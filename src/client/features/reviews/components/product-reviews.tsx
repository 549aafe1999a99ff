import { MessageSquareTextIcon, PencilLineIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { ProductRating } from '#client/components/product-rating.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import messages from '#shared/i18n/en/reviews.json'
import { useProductReviews } from '../api/get-product-reviews.ts'
import { ReviewItem } from './review-item.tsx'

// The form (react-hook-form and the shared zod schema) loads when a shopper starts writing:
// product detail's first visit stays within its JavaScript budget (issue 13 item 6).
const loadForm = () => import('./review-form.tsx')
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })))

type ProductReviewsProps = {
  productId: string
  rating: number
  reviewCount: number
  signedIn: boolean
}

/** Customer reviews on product detail (spec section 2) with the Write a Review form. */
export function ProductReviews({ productId, rating, reviewCount, signedIn }: ProductReviewsProps) {
  const reviews = useProductReviews(productId)
  const t = useT(messages)
  const [writing, setWriting] = useState(false)
  const first = reviews.data?.pages[0]
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? []
  // One review per user per product: the button goes once the user has one (spec section 4).
  const canWrite = !first?.hasReviewed

  const openForm = () => {
    if (!signedIn) {
      notify.error(t('reviews.loginToReview'))
      return
    }
    setWriting(true)
  }

  return (
    <section aria-labelledby="customer-reviews" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="customer-reviews" className="text-xl font-extrabold tracking-tight">
            {t('reviews.customerReviews')}
          </h2>
          <p className="mt-1">
            <ProductRating rating={rating} reviewCount={reviewCount} variant="summary" className="text-sm" />
          </p>
        </div>
        {canWrite && !writing && first ? (
          <Button variant="soft" onClick={openForm} onPointerEnter={() => void loadForm()}>
            <PencilLineIcon aria-hidden="true" className="size-4" />
            {t('reviews.writeReview')}
          </Button>
        ) : null}
      </div>

      {writing && canWrite ? (
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
            <ReviewForm productId={productId} onDone={() => setWriting(false)} />
          </Suspense>
        </div>
      ) : null}

      {reviews.isPending ? (
        <div aria-busy="true" className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : reviews.isError ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('reviews.loadFailed')}</p>
      ) : items.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 rounded-2xl border border-dashed p-5 text-sm text-muted-foreground">
          <MessageSquareTextIcon aria-hidden="true" className="size-6 shrink-0" />
          {t('reviews.none')}
        </div>
      ) : (
        <ul className="mt-2 divide-y">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-2"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t('reviews.loading') : t('reviews.showMore')}
        </Button>
      ) : null}
    </section>
  )
}
