// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import {
  apiError,
  FakeServer,
  quietConsoleErrors,
  renderApp,
  setViewport,
} from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/admin.json'
import { adminProduct, pageOf } from '../test/admin-fixtures.ts'
import { ProductsTab } from './products-tab.tsx'

// Product Management (issue 16 item 6): the tab with its table (wide) or cards (phone), sort,
// search, pages, load failure and delete. The tab, table, cards, sort headers, pager, search field
// and list states run as the admin sees them; only the API is fake.

const t = translator(messages)

const mango = adminProduct(1, {
  name: 'Alphonso Mango',
  price: 12_000,
  originalPrice: 15_000,
  stockQuantity: 3,
  isFeatured: true,
  description: 'Ratnagiri',
})
const rice = adminProduct(2, { name: 'Basmati Rice', isAvailable: false, category: null, categoryId: null })

function setup(answer = pageOf([mango, rice], { pageCount: 2, total: 25 })) {
  const server = new FakeServer().on('GET', '/api/admin/products', { body: answer })
  const onAdd = vi.fn()
  const onEdit = vi.fn()
  const view = renderApp(<ProductsTab onAddProduct={onAdd} onEditProduct={onEdit} />, { server })
  return { ...view, server, onAdd, onEdit, user: userEvent.setup() }
}
const lastQuery = (server: FakeServer) => server.sent('GET', '/api/admin/products').at(-1)!.query

describe('ProductsTab', () => {
  // The dialogs are lazy chunks: loaded once here, so a test's first opening waits for React,
  // not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([
      import('#client/components/ui/alert-dialog.tsx'),
      import('#client/components/ui/dialog.tsx'),
      import('./bulk-upload-dialog.tsx'),
    ])
  })

  afterEach(() => setViewport(1024))

  it('on a wide screen lists products in a table: price, stock, status, and sorts on the server', async () => {
    const { server, user } = setup()
    const table = await screen.findByRole('table')
    expect(screen.getByText(t('admin.productCount', { count: 25 }))).toBeVisible()
    const [, mangoRow, riceRow] = within(table).getAllByRole('row')
    expect(mangoRow).toHaveTextContent('Alphonso Mango')
    expect(mangoRow).toHaveTextContent('₹120')
    expect(mangoRow).toHaveTextContent('₹150') // the original price, struck through
    expect(within(mangoRow!).getByText(t('admin.featured'))).toBeVisible()
    expect(within(mangoRow!).getByText(t('admin.available'))).toBeVisible()
    expect(within(riceRow!).getByText(t('admin.outOfStock'))).toBeVisible()
    expect(riceRow).toHaveTextContent(t('admin.noCategory'))

    // Newest first to begin with: the 'Added' column is the sorted one.
    const added = screen.getByRole('columnheader', { name: t('admin.colAdded') })
    expect(added).toHaveAttribute('aria-sort', 'descending')
    expect(lastQuery(server).get('sort')).toBe('created')

    // A name sorts A→Z first, then flips; a figure starts highest first.
    await user.click(screen.getByRole('button', { name: t('admin.colProduct') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('name'))
    expect(lastQuery(server).get('dir')).toBe('asc')
    expect(screen.getByRole('columnheader', { name: t('admin.colProduct') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    expect(added).toHaveAttribute('aria-sort', 'none')
    await user.click(screen.getByRole('button', { name: t('admin.colProduct') }))
    await waitFor(() => expect(lastQuery(server).get('dir')).toBe('desc'))
    await user.click(screen.getByRole('button', { name: t('admin.colPrice') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('price'))
    expect(lastQuery(server).get('dir')).toBe('desc')
  })

  it('pages through the list, and a search goes back to page 1', async () => {
    const { server, user } = setup()
    await screen.findByRole('table')
    const pages = screen.getByRole('navigation', { name: t('admin.productPages') })
    expect(within(pages).getByText(t('admin.pageOf', { page: 1, pageCount: 2 }))).toBeVisible()
    expect(within(pages).getByRole('button', { name: t('admin.previous') })).toBeDisabled()
    server.on('GET', '/api/admin/products', { body: pageOf([rice], { page: 2, pageCount: 2, total: 25 }) })
    await user.click(within(pages).getByRole('button', { name: t('admin.next') }))
    await waitFor(() => expect(lastQuery(server).get('page')).toBe('2'))
    expect(await within(pages).findByText(t('admin.pageOf', { page: 2, pageCount: 2 }))).toBeVisible()
    expect(within(pages).getByRole('button', { name: t('admin.next') })).toBeDisabled()

    server.on('GET', '/api/admin/products', { body: pageOf([]) })
    await user.type(screen.getByRole('searchbox', { name: t('admin.searchProducts') }), '  dosa ')
    // The query waits for the admin to pause, then sends the trimmed text from page 1.
    await waitFor(() => expect(lastQuery(server).get('search')).toBe('dosa'))
    expect(lastQuery(server).get('page')).toBe('1')
    expect(await screen.findByText(t('admin.noProductsFound'))).toBeVisible()
  })

  it('on a phone shows cards in the natural order, with low stock and the description', async () => {
    setViewport(390)
    const { server } = setup()
    const card = await screen.findByRole('listitem', { name: 'Alphonso Mango' })
    expect(screen.queryByRole('table')).toBeNull()
    expect(within(card).getByText(t('admin.stockCount', { count: 3 }))).toHaveClass('text-destructive')
    expect(within(card).getByText('Ratnagiri')).toBeVisible()
    const riceCard = screen.getByRole('listitem', { name: 'Basmati Rice' })
    expect(within(riceCard).getByText(t('admin.outOfStock'))).toBeVisible()
    expect(lastQuery(server).get('sort')).toBeNull()
  })

  it('edits through the parent and deletes after confirming, saying so', async () => {
    const { server, user, onEdit, onAdd } = setup()
    await user.click(
      await screen.findByRole('button', { name: t('admin.editNamed', { name: 'Alphonso Mango' }) }),
    )
    expect(onEdit).toHaveBeenCalledWith(mango)
    await user.click(screen.getByRole('button', { name: t('admin.addProduct') }))
    expect(onAdd).toHaveBeenCalled()

    server.on('DELETE', '/api/admin/products/:id', { body: { ok: true } })
    await user.click(screen.getByRole('button', { name: t('admin.deleteNamed', { name: 'Basmati Rice' }) }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(t('admin.deleteProductText', { name: 'Basmati Rice' }))
    await user.click(within(dialog).getByRole('button', { name: t('admin.cancel') }))
    expect(server.sent('DELETE', '/api/admin/products/:id')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: t('admin.deleteNamed', { name: 'Basmati Rice' }) }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('admin.delete') }),
    )
    expect(await screen.findByText(t('admin.productDeleted'))).toBeVisible()
    expect(server.sent('DELETE', '/api/admin/products/:id')[0]!.params.id).toBe(rice.id)
    // The list is read again after the delete.
    await waitFor(() => expect(server.sent('GET', '/api/admin/products').length).toBeGreaterThan(1))
  })

  it('says when a delete fails', async () => {
    const { server, user } = setup()
    server.on('DELETE', '/api/admin/products/:id', apiError(500, 'INTERNAL', 'boom'))
    await user.click(
      await screen.findByRole('button', { name: t('admin.deleteNamed', { name: 'Basmati Rice' }) }),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('admin.delete') }),
    )
    expect(await screen.findByText(t('admin.productDeleteFailed'))).toBeVisible()
  })

  it('an empty store offers Add Product; a failed load offers Try again', async () => {
    quietConsoleErrors()
    // A 4xx is not retried (query-client.ts), so the failure shows at once.
    const server = new FakeServer().on('GET', '/api/admin/products', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<ProductsTab onAddProduct={() => {}} onEditProduct={() => {}} />, { server })
    const user = userEvent.setup()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(t('admin.productsLoadFailed'))
    server.on('GET', '/api/admin/products', { body: pageOf([]) })
    await user.click(within(alert).getByRole('button', { name: t('admin.tryAgain') }))
    expect(await screen.findByText(t('admin.noProducts'))).toBeVisible()
    expect(screen.getAllByRole('button', { name: t('admin.addProduct') })).toHaveLength(2)
  })

  it('opens bulk upload in a dialog', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: t('admin.bulkUpload') }))
    expect(await screen.findByRole('dialog', { name: t('admin.bulkTitle') })).toBeVisible()
  })
})
