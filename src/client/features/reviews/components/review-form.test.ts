import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { reviewFailureMessage } from './review-form.tsx'

describe('reviewFailureMessage', () => {
  it('names the duplicate case', () => {
    expect(
      reviewFailureMessage(new ApiError(409, 'DUPLICATE_REVIEW', 'You have already reviewed this product')),
    ).toBe('You have already reviewed this product')
  })

  it('does not take another conflict for a duplicate', () => {
    expect(reviewFailureMessage(new ApiError(409, 'CONFLICT', 'Product is being updated'))).toBe(
      'Failed to submit review',
    )
  })

  it('falls back to the generic message', () => {
    expect(reviewFailureMessage(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toBe(
      'Failed to submit review',
    )
    expect(reviewFailureMessage(new Error('offline'))).toBe('Failed to submit review')
  })
})
