import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input, Textarea } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { notify } from '#client/lib/toast.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { ErrorCode } from '#shared/errors.ts'
import { CreateReviewSchema } from '#shared/schemas/reviews.ts'
import { useCreateReview } from '../api/create-review.ts'
import { StarInput } from './stars.tsx'

type Values = z.input<typeof CreateReviewSchema>
type Output = z.output<typeof CreateReviewSchema>

/** Spec section 8: a duplicate review has its own message; anything else is 'Failed to submit review'. */
export function reviewFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === ErrorCode.DuplicateReview) {
    return 'You have already reviewed this product'
  }
  return 'Failed to submit review'
}

/** Write a Review (spec section 5, Review): rating, title 3–100, text 10–1000 with a live counter. */
export function ReviewForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const create = useCreateReview(productId)
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(CreateReviewSchema),
    defaultValues: { rating: 0, title: '', comment: '' },
  })
  const { errors } = form.formState
  const comment = form.watch('comment')

  const onValid = (input: Output) =>
    create.mutate(input, {
      onSuccess: () => {
        notify.success('Review submitted successfully!')
        onDone()
      },
      onError: (error) => {
        console.error('Review failed', error)
        notify.error(reviewFailureMessage(error))
      },
    })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-label="Write a review"
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">Your rating</span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput value={field.value} onChange={field.onChange} invalid={Boolean(errors.rating)} />
          )}
        />
        {errors.rating?.message ? (
          <p className="text-sm font-medium text-destructive">{errors.rating.message}</p>
        ) : null}
      </div>
      <Field id="review-title" label="Title" error={errors.title?.message}>
        <Input
          {...fieldAria('review-title', errors.title?.message)}
          maxLength={TEXT_LIMITS.reviewTitleMax}
          placeholder="Sum it up in a few words"
          {...form.register('title')}
        />
      </Field>
      <Field
        id="review-comment"
        label="Review"
        error={errors.comment?.message}
        hint={`${comment.length}/${TEXT_LIMITS.reviewCommentMax} characters`}
      >
        <Textarea
          {...fieldAria('review-comment', errors.comment?.message, true)}
          maxLength={TEXT_LIMITS.reviewCommentMax}
          placeholder="What did you like or dislike? How was the freshness?"
          {...form.register('comment')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  )
}
