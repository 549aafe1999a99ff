// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import type { AdminReview } from '#shared/schemas/admin.ts'
import { pageOf } from '../test/admin-fixtures.ts'
import { ReviewsTab } from './reviews-tab.tsx'

// Review Management (issue 16 item 6): the cards, a gone product and a gone name, search, delete.

const t = translator(messages)
const review = (n: number, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  productId: '00000000-0000-4000-8000-000000000001',
  productName: 'Alphonso Mango',
  rating: 5,
  title: `Review ${n}`,
  comment: 'Sweet and ripe',
  userName: 'Asha',
  verifiedPurchase: true,
  helpfulCount: 3,
  createdAt: '2026-11-20T06:30:00.000Z',
  ...overrides,
})
const sweet = review(1, { title: 'Very sweet' })
const orphan = review(2, {
  title: 'Gone',
  productId: null,
  productName: null,
  userName: '',
  verifiedPurchase: false,
})

function setup(answer: unknown = { body: pageOf([sweet, orphan]) }) {
  const server = new FakeServer().on('GET', '/api/admin/reviews', answer as never)
  renderApp(<ReviewsTab />, { server })
  return { server, user: userEvent.setup() }
}

describe('ReviewsTab', () => {
  // Selects, menus and dialogs are lazy chunks: loaded once here, so a test's first opening
  // waits for React, not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([import('#client/components/ui/alert-dialog.tsx')])
  })

  it('shows each review with its product, author, helpful count and Verified', async () => {
    setup()
    const card = await screen.findByRole('listitem', {
      name: t('admin.reviewLabel', { title: 'Very sweet' }),
    })
    expect(screen.getByText(t('admin.reviewCount', { count: 2 }))).toBeVisible()
    expect(card).toHaveTextContent('Alphonso Mango')
    expect(card).toHaveTextContent(t('admin.byName', { name: 'Asha' }))
    expect(card).toHaveTextContent(t('admin.helpfulCount', { count: 3 }))
    expect(within(card).getByText(t('admin.verified'))).toBeVisible()
    const gone = screen.getByRole('listitem', { name: t('admin.reviewLabel', { title: 'Gone' }) })
    expect(gone).toHaveTextContent(t('admin.unknown'))
    expect(gone).toHaveTextContent(t('admin.byName', { name: t('admin.aCustomer') }))
    expect(within(gone).queryByText(t('admin.verified'))).toBeNull()
  })

  it('deletes a review after confirming, naming it; a failed delete says so', async () => {
    const { server, user } = setup()
    server.once('DELETE', '/api/admin/reviews/:id', { body: { ok: true } })
    await user.click(
      await screen.findByRole('button', { name: t('admin.deleteReviewNamed', { title: 'Gone' }) }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      t('admin.deleteReviewText', { title: 'Gone', name: t('admin.aCustomer') }),
    )
    await user.click(within(dialog).getByRole('button', { name: t('admin.delete') }))
    expect(await screen.findByText(t('admin.reviewDeleted'))).toBeVisible()
    expect(server.sent('DELETE', '/api/admin/reviews/:id')[0]!.params.id).toBe(orphan.id)

    server.on('DELETE', '/api/admin/reviews/:id', apiError(404, 'NOT_FOUND', 'gone'))
    await user.click(
      screen.getByRole('button', { name: t('admin.deleteReviewNamed', { title: 'Very sweet' }) }),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('admin.delete') }),
    )
    expect(await screen.findByText(t('admin.reviewDeleteFailed'))).toBeVisible()
  })

  it('searches on the server; no reviews and no match are told apart; a failed load offers Try again', async () => {
    const { server, user } = setup({ body: pageOf([]) })
    expect(await screen.findByText(t('admin.noReviews'))).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: t('admin.searchReviews') }), 'ripe')
    await waitFor(() =>
      expect(server.sent('GET', '/api/admin/reviews').at(-1)!.query.get('search')).toBe('ripe'),
    )
    expect(await screen.findByText(t('admin.noReviewsFound'))).toBeVisible()

    server.on('GET', '/api/admin/reviews', apiError(403, 'FORBIDDEN', 'no'))
    await user.type(screen.getByRole('searchbox', { name: t('admin.searchReviews') }), 'r')
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.reviewsLoadFailed'))
  })
})
