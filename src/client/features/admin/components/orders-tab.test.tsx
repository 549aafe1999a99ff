// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { orderStatusText } from '#client/lib/status-texts.ts'
import { apiError, FakeServer, renderApp, setViewport } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderListQuery } from '#shared/schemas/admin.ts'
import { adminOrder, pageOf } from '../test/admin-fixtures.ts'
import { OrdersTab } from './orders-tab.tsx'

// Order Management (issue 16 item 6): the tab with its table (wide) or cards (phone), the status
// dropdown (only allowed moves), UPI payment actions, the status filter and the empty states.

const t = translator(messages)

const cod = adminOrder(1, { items: [{ productName: 'Alphonso Mango', quantity: 2 }], moreItems: 3 })
const upi = adminOrder(2, { paymentMethod: 'upi', paymentReference: '412345678901', totalAmount: 99_900 })
const cancelled = adminOrder(3, { status: 'cancelled' })

type Status = AdminOrderListQuery['status']
function setup(status: Status = 'all', answer = pageOf([cod, upi, cancelled])) {
  const server = new FakeServer().on('GET', '/api/admin/orders', { body: answer })
  const onStatusChange = vi.fn()
  const onViewDetails = vi.fn()
  const view = renderApp(
    <OrdersTab status={status} onStatusChange={onStatusChange} onViewDetails={onViewDetails} />,
    { server },
  )
  return { ...view, server, onStatusChange, onViewDetails, user: userEvent.setup() }
}
const lastQuery = (server: FakeServer) => server.sent('GET', '/api/admin/orders').at(-1)!.query

describe('OrdersTab', () => {
  // Selects, menus and dialogs are lazy chunks: loaded once here, so a test's first opening
  // waits for React, not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([import('#client/components/ui/select.tsx')])
  })

  afterEach(() => setViewport(1024))

  it('on a wide screen lists orders in a table sortable by date and total', async () => {
    const { server, user, onViewDetails } = setup()
    const table = await screen.findByRole('table')
    expect(screen.getByText(t('admin.orderCount', { count: 3 }))).toBeVisible()
    const rows = within(table).getAllByRole('row')
    expect(rows[1]).toHaveTextContent(cod.orderNumber)
    expect(rows[1]).toHaveTextContent('Customer 1')
    expect(rows[2]).toHaveTextContent('₹999')
    // Only the UPI order carries the payment row.
    expect(within(rows[1]!).queryByText(t('admin.upi'))).toBeNull()
    expect(within(rows[2]!).getByText(t('admin.utr', { reference: '412345678901' }))).toBeVisible()

    await user.click(screen.getByRole('button', { name: t('admin.total') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('total'))
    expect(lastQuery(server).get('dir')).toBe('desc')
    await user.click(
      screen.getByRole('button', { name: t('admin.viewDetailsOf', { orderNumber: upi.orderNumber }) }),
    )
    expect(onViewDetails).toHaveBeenCalledWith(upi.id)
  })

  it('on a phone shows cards with item chips and "+N more items"', async () => {
    setViewport(390)
    const { user, onViewDetails } = setup()
    const card = await screen.findByRole('listitem', {
      name: t('admin.orderLabel', { orderNumber: cod.orderNumber }),
    })
    expect(screen.queryByRole('table')).toBeNull()
    expect(within(card).getByText('Alphonso Mango')).toBeVisible()
    expect(within(card).getByText(t('admin.moreItems', { count: 3 }))).toBeVisible()
    // The badge beside the number, and the status dropdown's value.
    expect(within(card).getAllByText(orderStatusText('pending'))).toHaveLength(2)
    await user.click(within(card).getByRole('button', { name: t('admin.viewDetails') }))
    expect(onViewDetails).toHaveBeenCalledWith(cod.id)
  })

  it('changes a status through the dropdown and says so; a cancelled order is locked', async () => {
    const { server, user } = setup()
    await screen.findByRole('table')
    expect(
      screen.getByRole('combobox', { name: t('admin.statusOf', { orderNumber: cancelled.orderNumber }) }),
    ).toBeDisabled()
    server.on('PUT', '/api/admin/orders/:id/status', { body: { id: cod.id } })
    await user.click(
      screen.getByRole('combobox', { name: t('admin.statusOf', { orderNumber: cod.orderNumber }) }),
    )
    await user.click(await screen.findByRole('option', { name: orderStatusText('confirmed') }))
    expect(await screen.findByText(t('admin.statusUpdated'))).toBeVisible()
    const sent = server.sent('PUT', '/api/admin/orders/:id/status')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params.id).toBe(cod.id)
    expect(sent[0]!.body).toEqual({ status: 'confirmed' })
  })

  it("a refused status change shows the server's reason", async () => {
    const { server, user } = setup()
    await screen.findByRole('table')
    server.on(
      'PUT',
      '/api/admin/orders/:id/status',
      apiError(409, 'CONFLICT', 'This order was changed meanwhile'),
    )
    await user.click(
      screen.getByRole('combobox', { name: t('admin.statusOf', { orderNumber: cod.orderNumber }) }),
    )
    await user.click(await screen.findByRole('option', { name: orderStatusText('delivered') }))
    expect(await screen.findByText(t('admin.statusUpdateFailed'))).toBeVisible()
    expect(screen.getByText('This order was changed meanwhile')).toBeVisible()
  })

  it('confirms or rejects a UPI payment, naming the order', async () => {
    const { server, user } = setup()
    await screen.findByRole('table')
    server.on('POST', '/api/admin/orders/:id/payment/:decision', { body: { id: upi.id } })
    await user.click(screen.getByRole('button', { name: t('admin.paymentReceived') }))
    expect(await screen.findByText(t('admin.upiReceived', { orderNumber: upi.orderNumber }))).toBeVisible()
    await user.click(screen.getByRole('button', { name: t('admin.notReceived') }))
    expect(await screen.findByText(t('admin.upiNotReceived', { orderNumber: upi.orderNumber }))).toBeVisible()
    expect(
      server.sent('POST', '/api/admin/orders/:id/payment/:decision').map((r) => r.params.decision),
    ).toEqual(['confirm', 'reject'])
  })

  it('a paid or cancelled UPI order offers no payment buttons', async () => {
    setup(
      'all',
      pageOf([
        { ...upi, paymentStatus: 'completed' },
        { ...upi, id: cancelled.id, status: 'cancelled' },
      ]),
    )
    await screen.findByRole('table')
    expect(screen.queryByRole('button', { name: t('admin.paymentReceived') })).toBeNull()
  })

  it('filters by status on the server, and an empty filtered list says nothing matched', async () => {
    const { server, user, onStatusChange, rerender } = setup('all', pageOf([]))
    expect(await screen.findByText(t('admin.noOrders'))).toBeVisible()
    await user.click(screen.getByRole('combobox', { name: t('admin.filterByStatus') }))
    await user.click(await screen.findByRole('option', { name: orderStatusText('delivered') }))
    expect(onStatusChange).toHaveBeenCalledWith('delivered')
    rerender(<OrdersTab status="delivered" onStatusChange={onStatusChange} onViewDetails={() => {}} />)
    await waitFor(() => expect(lastQuery(server).get('status')).toBe('delivered'))
    expect(await screen.findByText(t('admin.noOrdersFound'))).toBeVisible()
  })

  it('offers the GSTR-1 CSV of the chosen month', async () => {
    const { user } = setup()
    const month = screen.getByLabelText(t('admin.invoiceMonth'))
    await user.clear(month)
    await user.type(month, '2026-10')
    expect(screen.getByRole('link', { name: t('admin.gstr1Csv') })).toHaveAttribute(
      'href',
      '/api/admin/invoices/gstr1?month=2026-10',
    )
  })
})
