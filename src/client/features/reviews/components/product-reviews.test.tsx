// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import { ErrorCode } from '#shared/errors.ts'
import messages from '#shared/i18n/en/reviews.json'
import type { Review } from '#shared/schemas/reviews.ts'
import { ProductReviews } from './product-reviews.tsx'
// The page loads the form lazily; loaded up front so each test's time is its own.
import './review-form.tsx'

const t = translator(messages)
const productId = '00000000-0000-4000-8000-000000000001'

function review(n: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `00000000-0000-4000-8000-0000000007${String(n).padStart(2, '0')}`,
    productId,
    rating: 4,
    title: `Review ${n}`,
    comment: `Sweet and ripe, number ${n}`,
    userName: `Shopper ${n}`,
    verifiedPurchase: n === 1,
    helpfulCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    votedHelpful: false,
    isOwn: false,
    ...overrides,
  }
}

/** Reviews served a page of `pageSize` at a time. */
function withReviews(all: Review[], { pageSize = 5, hasReviewed = false } = {}) {
  return new FakeServer().on('GET', '/api/products/:id/reviews', (request) => {
    const page = Number(request.query.get('page') ?? 1)
    return {
      body: {
        items: all.slice((page - 1) * pageSize, page * pageSize),
        total: all.length,
        page,
        pageSize,
        hasReviewed,
      },
    }
  })
}

function renderReviews(server: FakeServer, signedIn = true) {
  return renderApp(<ProductReviews productId={productId} rating={4} reviewCount={2} signedIn={signedIn} />, {
    server,
  })
}

describe('ProductReviews', () => {
  it('lists reviews a page at a time with Show more', async () => {
    const user = userEvent.setup()
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => review(n))
    const server = withReviews(all, { pageSize: 5 })
    renderReviews(server)
    const first = await screen.findByRole('article', {
      name: t('reviews.reviewLabel', { title: 'Review 1' }),
    })
    expect(within(first).getByText(t('reviews.verifiedPurchase'))).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: t('reviews.showMore') }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7))
    expect(screen.queryByRole('button', { name: t('reviews.showMore') })).not.toBeInTheDocument()
  })

  it('says when there are none, and hides Write a Review once the shopper has written one', async () => {
    const { unmount } = renderReviews(withReviews([]))
    expect(await screen.findByText(t('reviews.none'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('reviews.writeReview') })).toBeInTheDocument()
    unmount()
    renderReviews(withReviews([review(1, { isOwn: true })], { hasReviewed: true }))
    expect(await screen.findByText(t('reviews.yourReview', { count: 2 }))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t('reviews.writeReview') })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t('reviews.helpful', { count: 2 }) })).not.toBeInTheDocument()
  })

  it('asks a visitor to log in to review or vote', async () => {
    const user = userEvent.setup()
    const server = withReviews([review(1)])
    renderReviews(server, false)
    await user.click(await screen.findByRole('button', { name: t('reviews.writeReview') }))
    expect(await screen.findByText(t('reviews.loginToReview'))).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: t('reviews.writeAReview') })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t('reviews.helpful', { count: 2 }) }))
    expect(await screen.findByText(t('reviews.loginToVote'))).toBeInTheDocument()
    expect(server.sent('POST', '/api/reviews/:id/vote')).toEqual([])
  })

  it("votes helpful and shows the server's count", async () => {
    const user = userEvent.setup()
    const server = withReviews([review(1)])
    const vote = server.hold('POST', '/api/reviews/:id/vote')
    renderReviews(server)
    await user.click(await screen.findByRole('button', { name: t('reviews.helpful', { count: 2 }) }))
    expect((await vote.received).params.id).toBe(review(1).id)
    expect(screen.getByRole('button', { name: t('reviews.helpful', { count: 2 }) })).toBeDisabled()
    vote.reply({ body: { reviewId: review(1).id, helpfulCount: 3, votedHelpful: true } })
    const voted = await screen.findByRole('button', { name: t('reviews.helpful', { count: 3 }) })
    expect(voted).toHaveAttribute('aria-pressed', 'true')
  })

  it('says so when a vote fails', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = withReviews([review(1)]).on(
      'POST',
      '/api/reviews/:id/vote',
      apiError(500, 'INTERNAL', 'x'),
    )
    renderReviews(server)
    await user.click(await screen.findByRole('button', { name: t('reviews.helpful', { count: 2 }) }))
    expect(await screen.findByText(t('reviews.voteFailed'))).toBeInTheDocument()
  })
})

describe('ReviewForm (Write a Review)', () => {
  async function openForm(server: FakeServer) {
    const user = userEvent.setup()
    renderReviews(server)
    await user.click(await screen.findByRole('button', { name: t('reviews.writeReview') }))
    const form = await screen.findByRole('form', { name: t('reviews.writeAReview') })
    return { user, form }
  }

  it('asks for a rating, a title and a review before sending', async () => {
    const server = withReviews([])
    const { user, form } = await openForm(server)
    await user.type(within(form).getByLabelText(t('reviews.title')), 'Ok')
    await user.click(within(form).getByRole('button', { name: t('reviews.submit') }))
    expect(await within(form).findByText(validationText('Please select a rating'))).toBeInTheDocument()
    expect(within(form).getByLabelText(t('reviews.title'))).toHaveAccessibleDescription(
      validationText('Title must be at least 3 characters'),
    )
    expect(
      within(form).getByText(validationText('Review must be at least 10 characters')),
    ).toBeInTheDocument()
    expect(server.sent('POST', '/api/products/:id/reviews')).toEqual([])
  })

  it('sends the review (Submitting… meanwhile), closes the form and reads the reviews again', async () => {
    const server = withReviews([])
    const post = server.hold('POST', '/api/products/:id/reviews')
    const { user, form } = await openForm(server)
    await user.click(within(form).getByRole('radio', { name: t('reviews.stars', { count: 5 }) }))
    await user.type(within(form).getByLabelText(t('reviews.title')), '  Best mangoes  ')
    const comment = 'Sweet, ripe and delivered cold.'
    await user.type(within(form).getByLabelText(t('reviews.review')), comment)
    expect(
      within(form).getByText(t('reviews.characters', { count: comment.length, max: 1000 })),
    ).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: t('reviews.submit') }))
    expect((await post.received).body).toEqual({ rating: 5, title: 'Best mangoes', comment })
    expect(within(form).getByRole('button', { name: t('reviews.submitting') })).toBeDisabled()
    const reads = server.sent('GET', '/api/products/:id/reviews').length
    post.reply({ status: 201, body: review(9, { isOwn: true }) })
    expect(await screen.findByText(t('reviews.submitted'))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument())
    await waitFor(() => expect(server.sent('GET', '/api/products/:id/reviews').length).toBeGreaterThan(reads))
  })

  it('says the product was already reviewed when the server says so', async () => {
    quietConsoleErrors()
    const server = withReviews([]).on(
      'POST',
      '/api/products/:id/reviews',
      apiError(409, ErrorCode.DuplicateReview, 'duplicate'),
    )
    const { user, form } = await openForm(server)
    await user.click(within(form).getByRole('radio', { name: t('reviews.stars', { count: 4 }) }))
    await user.type(within(form).getByLabelText(t('reviews.title')), 'Good')
    await user.type(within(form).getByLabelText(t('reviews.review')), 'Fresh and sweet.')
    await user.click(within(form).getByRole('button', { name: t('reviews.submit') }))
    expect(await screen.findByText(t('reviews.alreadyReviewed'))).toBeInTheDocument()
    expect(screen.getByRole('form', { name: t('reviews.writeAReview') })).toBeInTheDocument()
  })
})
