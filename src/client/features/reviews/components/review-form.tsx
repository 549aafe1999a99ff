import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '#client/components/ui/button.tsx'
import { Field, fieldAria, Input, Textarea } from '#client/components/ui/field.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { translator, useT } from '#client/lib/i18n.ts'
import { notify } from '#client/lib/toast.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/reviews.json'
import { CreateReviewSchema } from '#shared/schemas/reviews.ts'
import { useCreateReview } from '../api/create-review.ts'
import { StarInput } from './stars.tsx'

type Values = z.input<typeof CreateReviewSchema>
type Output = z.output<typeof CreateReviewSchema>

/** Spec section 8: a duplicate review has its own message; anything else is 'Failed to submit review'. */
export function reviewFailureMessage(error: unknown): string {
  const t = translator(messages)
  if (error instanceof ApiError && error.code === ErrorCode.DuplicateReview) {
    return t('reviews.alreadyReviewed')
  }
  return t('reviews.submitFailed')
}

/** Write a Review (spec section 5, Review): rating, title 3–100, text 10–1000 with a live counter. */
export function ReviewForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const t = useT(messages)
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
        notify.success(t('reviews.submitted'))
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
      aria-label={t('reviews.writeAReview')}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{t('reviews.yourRating')}</span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput value={field.value} onChange={field.onChange} invalid={Boolean(errors.rating)} />
          )}
        />
        {errors.rating?.message ? (
          <p className="text-sm font-medium text-destructive">{validationText(errors.rating.message)}</p>
        ) : null}
      </div>
      <Field id="review-title" label={t('reviews.title')} error={errors.title?.message}>
        <Input
          {...fieldAria('review-title', errors.title?.message)}
          maxLength={TEXT_LIMITS.reviewTitleMax}
          placeholder={t('reviews.titlePlaceholder')}
          {...form.register('title')}
        />
      </Field>
      <Field
        id="review-comment"
        label={t('reviews.review')}
        error={errors.comment?.message}
        hint={t('reviews.characters', { count: comment.length, max: TEXT_LIMITS.reviewCommentMax })}
      >
        <Textarea
          {...fieldAria('review-comment', errors.comment?.message, true)}
          maxLength={TEXT_LIMITS.reviewCommentMax}
          placeholder={t('reviews.commentPlaceholder')}
          {...form.register('comment')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t(create.isPending ? 'reviews.submitting' : 'reviews.submit')}
        </Button>
      </div>
    </form>
  )
}
