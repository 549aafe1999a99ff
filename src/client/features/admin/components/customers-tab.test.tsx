// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import { adminCustomer, pageOf } from '../test/admin-fixtures.ts'
import { CustomersTab } from './customers-tab.tsx'

// Customers (issue 16 item 6): the table, its sort, search and states.

const t = translator(messages)
const named = adminCustomer(1, { name: 'Asha Rao', orderCount: 4, totalSpend: 123_400 })
const unnamed = adminCustomer(2, { name: '', email: 'cli-made@example.in', orderCount: 0, lastOrderAt: null })

function setup(answer: unknown = { body: pageOf([named, unnamed], { total: 2 }) }) {
  const server = new FakeServer().on('GET', '/api/admin/customers', answer as never)
  renderApp(<CustomersTab />, { server })
  return { server, user: userEvent.setup() }
}
const lastQuery = (server: FakeServer) => server.sent('GET', '/api/admin/customers').at(-1)!.query

describe('CustomersTab', () => {
  it('lists accounts with orders, spend and last order; an account without a name shows its e-mail', async () => {
    setup()
    const table = await screen.findByRole('table')
    expect(screen.getByText(t('admin.customerCount', { count: 2 }))).toBeVisible()
    const [, asha, cli] = within(table).getAllByRole('row')
    expect(asha).toHaveTextContent('Asha Rao')
    expect(asha).toHaveTextContent('shopper1@example.in')
    expect(asha).toHaveTextContent('₹1,234')
    expect(within(cli!).getAllByText('cli-made@example.in')).toHaveLength(1)
    expect(cli).toHaveTextContent(t('admin.noOrders'))
  })

  it('sorts by spend, highest first, then lowest; the joining date is the sorted column at first', async () => {
    const { server, user } = setup()
    await screen.findByRole('table')
    expect(screen.getByRole('columnheader', { name: t('admin.joined') })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await user.click(screen.getByRole('button', { name: t('admin.totalSpend') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('spent'))
    expect(lastQuery(server).get('dir')).toBe('desc')
    await user.click(screen.getByRole('button', { name: t('admin.totalSpend') }))
    await waitFor(() => expect(lastQuery(server).get('dir')).toBe('asc'))
    await user.click(screen.getByRole('button', { name: t('admin.customer') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('name'))
    expect(lastQuery(server).get('dir')).toBe('asc')
  })

  it('a search with no match says so; no accounts at all says who appears here', async () => {
    const { server, user } = setup({ body: pageOf([]) })
    expect(await screen.findByText(t('admin.noCustomers'))).toBeVisible()
    expect(screen.getByText(t('admin.noCustomersText'))).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: t('admin.searchCustomers') }), 'zed')
    await waitFor(() => expect(lastQuery(server).get('search')).toBe('zed'))
    expect(await screen.findByText(t('admin.noCustomersFound'))).toBeVisible()
  })

  it('a failed load says so and offers Try again', async () => {
    const { server, user } = setup(apiError(403, 'FORBIDDEN', 'no'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(t('admin.customersLoadFailed'))
    server.on('GET', '/api/admin/customers', { body: pageOf([named]) })
    await user.click(within(alert).getByRole('button', { name: t('admin.tryAgain') }))
    expect(await screen.findByText('Asha Rao')).toBeVisible()
  })
})
