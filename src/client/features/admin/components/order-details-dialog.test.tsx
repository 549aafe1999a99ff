// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale, translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { adminOrderDetailFixture } from '#client/test/order-fixtures.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderDetail } from '#shared/schemas/admin.ts'
import { OrderDetailsDialog } from './order-details-dialog.tsx'

// View Details (issue 16 item 6): the whole order, who changed each status, the delivery partner
// form (assign, change, closed orders) and the invoice link.

const t = translator(messages)

function setup(order: AdminOrderDetail) {
  const server = new FakeServer().on('GET', '/api/admin/orders/:id', { body: order })
  const onClose = vi.fn()
  renderApp(<OrderDetailsDialog orderId={order.id} onClose={onClose} />, { server })
  return { server, onClose, user: userEvent.setup() }
}

describe('OrderDetailsDialog', () => {
  it('shows items, figures, customer, address, instructions and who changed each status', async () => {
    const order = adminOrderDetailFixture({
      deliveryFee: 2_500,
      notes: 'Ring twice',
      history: [
        {
          id: 'h3',
          status: 'confirmed',
          notes: 'Called',
          createdAt: '2026-11-24T05:00:00.000Z',
          changedBy: { id: 'admin-1', name: '' },
        },
        {
          id: 'h2',
          status: 'pending',
          notes: null,
          createdAt: '2026-11-24T04:31:00.000Z',
          changedBy: { id: 'x', name: 'Priya' },
        },
        {
          id: 'h1',
          status: 'pending',
          notes: null,
          createdAt: '2026-11-24T04:30:00.000Z',
          changedBy: { id: 'user-1', name: ' ' },
        },
        { id: 'h0', status: 'pending', notes: null, createdAt: '2026-11-24T04:30:00.000Z', changedBy: null },
      ],
    })
    setup(order)
    const dialog = await screen.findByRole('dialog', {
      name: t('admin.orderLabel', { orderNumber: order.orderNumber }),
    })
    expect(dialog).toHaveTextContent('2 × ₹120 / 1 kg')
    expect(dialog).toHaveTextContent('₹25') // the delivery fee
    expect(dialog).toHaveTextContent('Asha Rao (asha@example.in)')
    expect(dialog).toHaveTextContent('12 Residency Road, Near the park')
    expect(dialog).toHaveTextContent(t('admin.area', { name: 'Koramangala', area: '5th Block' }))
    expect(dialog).toHaveTextContent('Ring twice')
    expect(dialog).toHaveTextContent(`${t('admin.byAdmin')} · Called`)
    expect(dialog).toHaveTextContent(t('admin.byName', { name: 'Priya' }))
    expect(dialog).toHaveTextContent(t('admin.byCustomer'))
    expect(dialog).toHaveTextContent(t('admin.bySystem'))
    expect(within(dialog).queryByRole('link', { name: /invoice/i })).toBeNull()
  })

  it('in Hindi names an item by its Hindi name, with the English name (what was bought) beneath', async () => {
    const order = adminOrderDetailFixture()
    order.items[0] = { ...order.items[0]!, hindiName: 'हापुस आम' }
    await applyLocale('hi')
    try {
      setup(order)
      const mango = await screen.findByText('हापुस आम')
      expect(mango.parentElement).toHaveTextContent('Alphonso Mango')
      // Without a Hindi name the English name stands alone.
      expect(screen.getByText('Masala Chai')).toBeVisible()
    } finally {
      await applyLocale('en')
    }
  })

  it('a free delivery, a deleted account and an issued invoice', async () => {
    const order = adminOrderDetailFixture({
      customer: null,
      invoiceNumber: 'FC/2026-27/000007',
      status: 'delivered',
    })
    setup(order)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(t('admin.deletedAccount'))
    expect(dialog).toHaveTextContent(t('admin.free'))
    expect(within(dialog).getByRole('link', { name: /FC\/2026-27\/000007/ })).toHaveAttribute(
      'href',
      `/api/admin/orders/${order.id}/invoice`,
    )
    // A delivered order without a partner says so and offers no form.
    expect(dialog).toHaveTextContent(t('admin.noPartnerAssigned'))
    expect(within(dialog).queryByRole('form', { name: t('admin.deliveryPartner') })).toBeNull()
  })

  it('assigns a delivery partner after checking the phone, then shows them with Change partner', async () => {
    const order = adminOrderDetailFixture()
    const { server, user } = setup(order)
    const form = await screen.findByRole('form', { name: t('admin.deliveryPartner') })
    await user.type(within(form).getByLabelText(t('admin.partnerName')), 'Ravi Kumar')
    await user.type(within(form).getByLabelText(t('admin.partnerPhone')), '12345')
    await user.click(within(form).getByRole('button', { name: t('admin.assignPartner') }))
    expect(within(form).getByLabelText(t('admin.partnerPhone'))).toHaveAttribute('aria-invalid', 'true')
    expect(server.sent('PUT', '/api/admin/orders/:id/delivery-partner')).toHaveLength(0)

    const assigned = { ...order, deliveryPersonName: 'Ravi Kumar', deliveryPersonPhone: '9830012345' }
    server.on('PUT', '/api/admin/orders/:id/delivery-partner', { body: assigned })
    server.on('GET', '/api/admin/orders/:id', { body: assigned })
    await user.clear(within(form).getByLabelText(t('admin.partnerPhone')))
    await user.type(within(form).getByLabelText(t('admin.partnerPhone')), '+91 98300 12345')
    await user.click(within(form).getByRole('button', { name: t('admin.assignPartner') }))
    expect(await screen.findByText(t('admin.partnerAssigned'))).toBeVisible()
    expect(server.sent('PUT', '/api/admin/orders/:id/delivery-partner')[0]!.body).toEqual({
      name: 'Ravi Kumar',
      phone: '9830012345',
    })
    const dialog = screen.getByRole('dialog')
    await waitFor(() => expect(within(dialog).getByText('Ravi Kumar')).toBeVisible())
    await user.click(within(dialog).getByRole('button', { name: t('admin.changePartner') }))
    const again = within(dialog).getByRole('form', { name: t('admin.deliveryPartner') })
    expect(within(again).getByLabelText(t('admin.partnerName'))).toHaveValue('Ravi Kumar')
    await user.click(within(again).getByRole('button', { name: t('admin.cancel') }))
    expect(within(dialog).queryByRole('form', { name: t('admin.deliveryPartner') })).toBeNull()
  })

  it("a refused assignment shows the server's reason", async () => {
    const { server, user } = setup(adminOrderDetailFixture())
    server.on(
      'PUT',
      '/api/admin/orders/:id/delivery-partner',
      apiError(409, 'CONFLICT', 'Order already delivered'),
    )
    const form = await screen.findByRole('form', { name: t('admin.deliveryPartner') })
    await user.type(within(form).getByLabelText(t('admin.partnerName')), 'Ravi Kumar')
    await user.type(within(form).getByLabelText(t('admin.partnerPhone')), '9830012345')
    await user.click(within(form).getByRole('button', { name: t('admin.assignPartner') }))
    expect(await screen.findByText(t('admin.partnerAssignFailed'))).toBeVisible()
    expect(screen.getByText('Order already delivered')).toBeVisible()
  })

  it('a failed load offers Try again; closing calls back', async () => {
    const order = adminOrderDetailFixture()
    const server = new FakeServer().on('GET', '/api/admin/orders/:id', apiError(404, 'NOT_FOUND', 'gone'))
    const onClose = vi.fn()
    renderApp(<OrderDetailsDialog orderId={order.id} onClose={onClose} />, { server })
    const user = userEvent.setup()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(t('admin.orderLoadFailed'))
    server.on('GET', '/api/admin/orders/:id', { body: order })
    await user.click(within(alert).getByRole('button', { name: t('admin.tryAgain') }))
    expect(await screen.findByText('Asha Rao (asha@example.in)')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})
