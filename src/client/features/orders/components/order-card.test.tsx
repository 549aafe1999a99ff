// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import { apiError, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import { orderDetailFixture } from '#client/test/order-fixtures.ts'
import messages from '#shared/i18n/en/orders.json'
import { type OrderSummary, OrderSummarySchema } from '#shared/schemas/orders.ts'
import { OrderCard } from './order-card.tsx'

// A card on My Orders (issue 16 item 6): its status, the actions each status allows (Cancel
// behind a confirm for a pending order; Reorder and View Details once delivered; else Track),
// and the cancel's outcome.

const t = translator(messages)
// An order as My Orders lists it: the schema keeps the summary's fields of the whole order.
const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary =>
  OrderSummarySchema.parse({ ...orderDetailFixture(), ...overrides })

function setup(order: OrderSummary, reordering = false) {
  const onReorder = vi.fn()
  const view = renderApp(<OrderCard order={order} onReorder={onReorder} reordering={reordering} />)
  return { ...view, onReorder, user: userEvent.setup() }
}

describe('OrderCard', () => {
  // The dialogs are lazy chunks: loaded once here, so a test's first opening waits for React,
  // not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([import('#client/components/ui/alert-dialog.tsx')])
  })

  it('a pending order shows its status, total and promise, Track Order, and Cancel behind a confirm', async () => {
    const order = summary()
    const { server, user } = setup(order)
    const card = screen.getByRole('article', {
      name: t('orders.orderLabel', { orderNumber: order.orderNumber }),
    })
    expect(within(card).getByText(orderStatusText('pending'))).toBeVisible()
    expect(card).toHaveTextContent('₹275')
    expect(card).toHaveTextContent('7:00 AM - 9:00 AM')
    expect(within(card).getByRole('link', { name: t('orders.trackOrder') })).toHaveAttribute(
      'href',
      `/order/${order.id}`,
    )
    expect(within(card).queryByRole('button', { name: t('orders.reorder') })).toBeNull()

    await user.click(within(card).getByRole('button', { name: t('orders.cancel') }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(t('orders.cancelConfirm', { orderNumber: order.orderNumber }))
    await user.click(within(dialog).getByRole('button', { name: t('orders.keepOrder') }))
    expect(server.sent('POST', '/api/orders/:id/cancel')).toHaveLength(0)

    server.on('POST', '/api/orders/:id/cancel', { body: orderDetailFixture({ status: 'cancelled' }) })
    await user.click(within(card).getByRole('button', { name: t('orders.cancel') }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('orders.cancelOrder') }),
    )
    expect(await screen.findByText(t('orders.cancelled'))).toBeVisible()
    expect(server.sent('POST', '/api/orders/:id/cancel')[0]!.params.id).toBe(order.id)
  })

  it('says so when the cancel is refused', async () => {
    quietConsoleErrors()
    const { server, user } = setup(summary())
    server.on(
      'POST',
      '/api/orders/:id/cancel',
      apiError(409, 'CONFLICT', 'Only pending orders can be cancelled'),
    )
    await user.click(screen.getByRole('button', { name: t('orders.cancel') }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('orders.cancelOrder') }),
    )
    expect(await screen.findByText(t('orders.cancelFailed'))).toBeVisible()
  })

  it('a confirmed order can no longer be cancelled by the shopper', () => {
    setup(summary({ status: 'confirmed' }))
    expect(screen.queryByRole('button', { name: t('orders.cancel') })).toBeNull()
    expect(screen.getByRole('link', { name: t('orders.trackOrder') })).toBeVisible()
  })

  it('a delivered order offers Reorder and View Details; Reorder says it is adding', async () => {
    const order = summary({ status: 'delivered' })
    const { user, onReorder, rerender } = setup(order)
    expect(screen.queryByRole('link', { name: t('orders.trackOrder') })).toBeNull()
    expect(screen.getByRole('link', { name: t('orders.viewDetails') })).toHaveAttribute(
      'href',
      `/order/${order.id}`,
    )
    await user.click(screen.getByRole('button', { name: t('orders.reorder') }))
    expect(onReorder).toHaveBeenCalledWith(order.id)
    rerender(<OrderCard order={order} onReorder={onReorder} reordering />)
    await waitFor(() => expect(screen.getByRole('button', { name: t('orders.adding') })).toBeDisabled())
  })
})
