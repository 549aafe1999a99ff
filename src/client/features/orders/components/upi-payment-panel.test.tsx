// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { orderDetailFixture } from '#client/test/order-fixtures.ts'
import messages from '#shared/i18n/en/payments.json'
import { UPI_REFERENCE_MESSAGE } from '#shared/payments.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'
import { UpiPaymentPanel } from './upi-payment-panel.tsx'

// Paying a UPI order (issue 16 item 6, ADR 030): each payment state's panel, the time left
// counting down (fake clock), the reference checked before sending, and the server's refusal.

const t = translator(messages)
const NOW = Date.parse('2026-11-24T05:00:00.000Z')
const upi = (overrides: Partial<OrderDetail> = {}) =>
  orderDetailFixture({
    paymentMethod: 'upi',
    totalAmount: 27_500,
    paymentDueAt: new Date(NOW + 125_000).toISOString(),
    ...overrides,
  })

function setup(order: OrderDetail) {
  const server = new FakeServer().on('GET', '/api/store', {
    body: { name: 'FreshCart', upiId: 'freshcart@okbank', upiPayeeName: 'FreshCart Retail' },
  })
  renderApp(<UpiPaymentPanel order={order} />, { server })
  return { server }
}

afterEach(() => vi.useRealTimers())

describe('UpiPaymentPanel', () => {
  it('shows the amount, the QR code, the payee and the app link carrying the same payment', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const order = upi()
    setup(order)
    const panel = screen.getByRole('region', { name: t('payments.upiPayment') })
    expect(within(panel).getByRole('img')).toHaveAttribute('src', `/api/orders/${order.id}/upi-qr`)
    expect(panel).toHaveTextContent('₹275')
    expect(
      await within(panel).findByText(
        t('payments.payee', { payee: 'FreshCart Retail', upiId: 'freshcart@okbank' }),
      ),
    ).toBeVisible()
    const link = within(panel)
      .getByRole('link', { name: t('payments.payWithApp') })
      .getAttribute('href')!
    expect(link).toMatch(/^upi:\/\/pay\?/)
    expect(new URLSearchParams(link.split('?')[1]).get('am')).toBe('275.00')
    expect(within(panel).getByRole('timer')).toHaveTextContent(t('payments.payWithin', { time: '2:05' }))
  })

  it('counts the time down each second, and once it has passed refuses I have paid', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
    setup(upi({ paymentDueAt: new Date(NOW + 2_000).toISOString() }))
    expect(screen.getByRole('timer')).toHaveTextContent(t('payments.payWithin', { time: '0:02' }))
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('timer')).toHaveTextContent(t('payments.payWithin', { time: '0:01' }))
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('timer')).toHaveTextContent(t('payments.timePassed'))
    expect(screen.getByRole('button', { name: t('payments.iHavePaid') })).toBeDisabled()
  })

  it('checks the reference before sending, then sends it without spaces and thanks the shopper', async () => {
    const order = upi({ paymentDueAt: null })
    const { server } = setup(order)
    const user = userEvent.setup()
    const field = screen.getByLabelText(t('payments.referenceLabel'))
    await user.type(field, '12345')
    await user.click(screen.getByRole('button', { name: t('payments.iHavePaid') }))
    expect(screen.getByText(UPI_REFERENCE_MESSAGE)).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(server.sent('POST', '/api/orders/:id/payment-reference')).toHaveLength(0)

    server.on('POST', '/api/orders/:id/payment-reference', {
      body: { ...order, paymentReference: '412345678901' },
    })
    await user.clear(field)
    await user.type(field, '4123 4567 8901')
    await user.click(screen.getByRole('button', { name: t('payments.iHavePaid') }))
    expect(await screen.findByText(t('payments.thankYou'))).toBeVisible()
    expect(server.sent('POST', '/api/orders/:id/payment-reference')[0]!.body).toEqual({
      reference: '412345678901',
    })
  })

  it("shows the server's refusal under the field", async () => {
    const { server } = setup(upi({ paymentDueAt: null }))
    const user = userEvent.setup()
    server.on(
      'POST',
      '/api/orders/:id/payment-reference',
      apiError(409, 'CONFLICT', 'This order is no longer waiting for payment'),
    )
    await user.type(screen.getByLabelText(t('payments.referenceLabel')), '412345678901')
    await user.click(screen.getByRole('button', { name: t('payments.iHavePaid') }))
    expect(
      (await screen.findAllByText('This order is no longer waiting for payment')).length,
    ).toBeGreaterThan(0)
  })

  it('after the reference: awaiting confirmation; then paid, or not received once cancelled', () => {
    const { rerender } = renderApp(<UpiPaymentPanel order={upi({ paymentReference: '412345678901' })} />)
    expect(screen.getByRole('heading', { name: t('payments.awaitingConfirmation') })).toBeVisible()
    expect(screen.getByText('412345678901')).toBeVisible()
    rerender(
      <UpiPaymentPanel order={upi({ paymentReference: '412345678901', paymentStatus: 'completed' })} />,
    )
    expect(screen.getByRole('heading', { name: t('payments.paid') })).toBeVisible()
    expect(
      screen.getByText(t('payments.receivedWithUtr', { amount: '₹275', reference: '412345678901' })),
    ).toBeVisible()
    rerender(<UpiPaymentPanel order={upi({ status: 'cancelled', paymentStatus: 'failed' })} />)
    expect(screen.getByRole('heading', { name: t('payments.notReceived') })).toBeVisible()
  })

  it('shows nothing for Cash on Delivery', () => {
    renderApp(<UpiPaymentPanel order={orderDetailFixture()} />)
    expect(screen.queryByRole('region', { name: t('payments.upiPayment') })).toBeNull()
  })
})
