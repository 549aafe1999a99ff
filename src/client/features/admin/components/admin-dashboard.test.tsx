// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, receiveRealtimeEvent, renderApp } from '#client/test/app-harness.tsx'
import { adminOrderDetailFixture } from '#client/test/order-fixtures.ts'
import messages from '#shared/i18n/en/admin.json'
import { adminOrder, pageOf } from '../test/admin-fixtures.ts'
import { AdminDashboard } from './admin-dashboard.tsx'
import { AdminGate } from './admin-gate.tsx'

// /admin (issue 16 item 6): the gate, the header with its notifications, the summary cards, the
// tabs kept in the address, and the live new-order notice. Tab contents have their own tests.

const t = translator(messages)
const pending = adminOrder(7, { customerName: 'Meera Iyer', totalAmount: 31_000 })
const detail = adminOrderDetailFixture({ id: pending.id, orderNumber: pending.orderNumber })

function adminServer() {
  return new FakeServer()
    .on('GET', '/api/admin/dashboard', {
      body: { todaySales: 1_234_500, totalOrders: 1520, pendingOrders: 4, lowStockCount: 2 },
    })
    .on('GET', '/api/admin/recent-orders', {
      body: { count: 4, items: [{ ...pending, status: 'pending' }] },
    })
    .on('GET', '/api/admin/orders', { body: pageOf([pending]) })
    .on('GET', '/api/admin/orders/:id', { body: detail })
    .on('GET', '/api/admin/products', { body: pageOf([]) })
}

function renderDashboard(url = '/admin') {
  const view = renderApp(<AdminDashboard account={<span>account</span>} />, { server: adminServer(), url })
  return { ...view, user: userEvent.setup() }
}

describe('AdminDashboard', () => {
  // Tabs and dialogs are lazy chunks: their modules are loaded once here, so a test's first
  // opening waits for React, not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([
      import('./notifications-menu.tsx'),
      import('#client/components/ui/select.tsx'),
      import('./order-details-dialog.tsx'),
      import('./product-form-dialog.tsx'),
      import('./store-settings-dialog.tsx'),
      import('./products-tab.tsx'),
      import('#client/components/ui/dialog.tsx'),
      import('#client/components/ui/alert-dialog.tsx'),
    ])
  })

  it('shows the four summary cards with their figures', async () => {
    renderDashboard()
    const cards = await screen.findByRole('list', { name: t('admin.storeSummary') })
    expect(within(cards).getByText(t('admin.todaysSales')).closest('li')).toHaveTextContent('₹12,345')
    expect(within(cards).getByText(t('admin.totalOrders')).closest('li')).toHaveTextContent('1,520')
    expect(within(cards).getByText(t('admin.pendingOrders')).closest('li')).toHaveTextContent('4')
    expect(within(cards).getByText(t('admin.lowStock')).closest('li')).toHaveTextContent('2')
  })

  it('opens on Orders, keeps the chosen tab in the address, and opens on it after a reload', async () => {
    const { user, location } = renderDashboard()
    expect(screen.getByRole('tab', { name: t('admin.tabOrders') })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: t('admin.tabProducts') }))
    expect(location()).toBe('/admin?tab=products')
    await user.click(screen.getByRole('tab', { name: t('admin.tabOrders') }))
    expect(location()).toBe('/admin')
  })

  it('a tab named in the address opens itself, so a reload keeps it', async () => {
    renderDashboard('/admin?tab=products')
    expect(screen.getByRole('tab', { name: t('admin.tabProducts') })).toHaveAttribute('aria-selected', 'true')
  })

  it('an unknown tab in the address opens Orders', async () => {
    renderDashboard('/admin?tab=bogus')
    expect(screen.getByRole('tab', { name: t('admin.tabOrders') })).toHaveAttribute('aria-selected', 'true')
  })

  it('the bell counts new orders; one opens its details, View all shows the pending orders', async () => {
    const { user, server } = renderDashboard()
    const bell = await screen.findByRole('button', { name: t('admin.notificationsLabel', { count: 4 }) })
    expect(bell).toHaveTextContent('(4)')
    await user.click(bell)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('Meera Iyer')
    await user.click(within(menu).getByRole('menuitem', { name: new RegExp(pending.orderNumber) }))
    expect(
      await screen.findByRole('dialog', {
        name: t('admin.orderLabel', { orderNumber: pending.orderNumber }),
      }),
    ).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The menu's own trigger has replaced the button that stood in for it until the menu loaded.
    await user.click(screen.getByRole('button', { name: t('admin.notificationsLabel', { count: 4 }) }))
    await user.click(await screen.findByRole('menuitem', { name: t('admin.viewAllPending') }))
    await waitFor(() =>
      expect(server.sent('GET', '/api/admin/orders').at(-1)!.query.get('status')).toBe('pending'),
    )
  })

  it('a new order arriving live is announced and the figures are read again', async () => {
    const { server } = renderDashboard()
    await screen.findByRole('list', { name: t('admin.storeSummary') })
    const before = server.sent('GET', '/api/admin/dashboard').length
    receiveRealtimeEvent({
      topic: 'admin:orders',
      type: 'order.created',
      payload: { orderId: pending.id, orderNumber: 'FC-2611-0099', status: 'pending', totalAmount: 1000 },
    })
    expect(await screen.findByText(t('admin.newOrderReceived'))).toBeVisible()
    expect(screen.getByText('FC-2611-0099')).toBeVisible()
    await waitFor(() => expect(server.sent('GET', '/api/admin/dashboard').length).toBeGreaterThan(before))
  })
})

describe('AdminGate', () => {
  const me = (isAdmin: boolean) => ({
    body: {
      user: { id: 'u1', name: 'Asha', email: 'a@example.in', image: null, emailVerified: true },
      isAdmin,
    },
  })

  it('says it is verifying, then shows the dashboard to an admin', async () => {
    const server = new FakeServer()
    const held = server.hold('GET', '/api/me')
    renderApp(
      <AdminGate>
        <p>dashboard</p>
      </AdminGate>,
      { server, url: '/admin' },
    )
    expect(screen.getByRole('status')).toHaveTextContent(t('admin.verifying'))
    held.reply(me(true))
    expect(await screen.findByText('dashboard')).toBeVisible()
  })

  it('tells a shopper who is not an admin, with the way back to the store', async () => {
    const server = new FakeServer().on('GET', '/api/me', me(false))
    renderApp(
      <AdminGate>
        <p>dashboard</p>
      </AdminGate>,
      { server, url: '/admin' },
    )
    expect(await screen.findByRole('heading', { name: t('admin.noAccess') })).toBeVisible()
    expect(screen.getByRole('link', { name: t('admin.backToStore') })).toHaveAttribute('href', '/')
    expect(screen.queryByText('dashboard')).toBeNull()
  })

  it('sends a visitor to sign in, to come back to /admin', async () => {
    const server = new FakeServer().on('GET', '/api/me', {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'no' } },
    })
    const { location } = renderApp(
      <AdminGate>
        <p>dashboard</p>
      </AdminGate>,
      { server, url: '/admin' },
    )
    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fadmin'))
  })
})
