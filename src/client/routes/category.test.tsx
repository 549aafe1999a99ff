// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, type FakeRequest, FakeServer, renderApp, setViewport } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/catalog.json'
import type { ProductSummary } from '#shared/schemas/catalog.ts'
import { CategoryRoute } from './category.tsx'
// The page loads these lazily; loading them up front keeps each test's time its own.
import '#client/features/catalog/components/filter-sidebar.tsx'
import '#client/features/catalog/components/filter-sheet.tsx'

// The category page end to end in the browser's DOM: the listing, its filters (sidebar on wide
// screens, sheet on phones), the grid with its cards and Add buttons, paging and empty states.

const t = translator(messages)
const categoryId = '00000000-0000-4000-8000-00000000c001'
const url = `/category/${categoryId}`

function product(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Product ${n}`,
    hindiName: null,
    unit: '500 g',
    price: 5000 + n * 100,
    originalPrice: null,
    imageUrl: null,
    badge: null,
    rating: 4,
    reviewCount: 3,
    isAvailable: true,
    isFeatured: false,
    stockQuantity: 10,
    categoryId,
    ...overrides,
  }
}

/**
 * A catalogue of `count` products; the page answers as the API does for the request's filters,
 * with cursors naming the next page and, past `counted`, an uncounted total ('1,000+').
 */
function shop(count: number, { pageSize = 24, counted = Number.POSITIVE_INFINITY } = {}) {
  const all = Array.from({ length: count }, (_, i) => product(i + 1, { stockQuantity: i % 2 ? 0 : 10 }))
  return new FakeServer()
    .on('GET', '/api/auth/get-session', { body: null })
    .on('GET', '/api/categories/:id', {
      body: {
        id: categoryId,
        name: 'Fruits',
        description: 'Fresh fruit',
        icon: null,
        imageUrl: null,
        sortOrder: 1,
      },
    })
    .on('GET', '/api/categories/:id/products', (request: FakeRequest) => {
      const inStock = request.query.get('inStock') === 'true'
      const items = all.filter((p) => !inStock || p.stockQuantity > 0)
      const page = Number(request.query.get('page') ?? 1)
      const after = request.query.get('after')
      // The fake's cursor is the position after the page it ends.
      const start = after === null ? (page - 1) * pageSize : Number(after.slice(3))
      const total = Math.min(items.length, counted)
      return {
        body: {
          items: items.slice(start, start + pageSize),
          total,
          totalExact: items.length <= counted,
          page,
          pageSize,
          pageCount: Math.max(1, Math.ceil(total / pageSize)),
          nextCursor: start + pageSize < items.length ? `at-${start + pageSize}` : null,
          prevCursor: start > 0 ? `before-${start}` : null,
        },
      }
    })
}

const productRequests = (server: FakeServer) => server.sent('GET', '/api/categories/:id/products')
const lastQuery = (server: FakeServer) => productRequests(server).at(-1)!.query

function renderCategory(server: FakeServer, at = url) {
  return renderApp(<CategoryRoute />, { server, url: at, path: '/category/:id' })
}

describe('category page', () => {
  it('lists the products with the default sort (rating) and their count', async () => {
    const server = shop(3)
    renderCategory(server)
    expect(await screen.findByRole('heading', { level: 1, name: 'Fruits' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Product 1' })).toBeInTheDocument()
    expect(screen.getByText(t('catalog.productCount', { count: 3 }))).toBeInTheDocument()
    expect(lastQuery(server).get('sort')).toBe('rating')
    // A visitor's card offers Add (it asks to sign in); an out-of-stock card cannot be added.
    expect(screen.getByRole('button', { name: 'Add Product 1 to cart' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Add Product 2 to cart' })).toBeDisabled()
  })

  it('filters in stock only from the sidebar: the URL and the request follow, Clear All undoes it', async () => {
    const user = userEvent.setup()
    const server = shop(4)
    const view = renderCategory(server)
    const sidebar = await screen.findByRole('complementary', { name: t('catalog.filters') })
    await within(sidebar).findByText(t('catalog.sortBy'))
    await user.click(within(sidebar).getByRole('switch', { name: t('catalog.inStockOnly') }))
    await waitFor(() => expect(lastQuery(server).get('inStock')).toBe('true'))
    expect(view.location()).toBe(`${url}?inStock=1`)
    await waitFor(() => expect(screen.getByText(t('catalog.productCount', { count: 2 }))).toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Product 2' })).not.toBeInTheDocument()

    await user.click(within(sidebar).getByRole('button', { name: t('catalog.clearAll') }))
    await waitFor(() => expect(view.location()).toBe(url))
    expect(await screen.findByRole('heading', { name: 'Product 2' })).toBeInTheDocument()
    expect(within(sidebar).getByRole('button', { name: t('catalog.clearAll') })).toBeDisabled()
  })

  it('sorts by price from the sidebar', async () => {
    const user = userEvent.setup()
    const server = shop(2)
    const view = renderCategory(server)
    const sidebar = await screen.findByRole('complementary', { name: t('catalog.filters') })
    await user.click(await within(sidebar).findByRole('radio', { name: t('catalog.sortPriceLow') }))
    await waitFor(() => expect(lastQuery(server).get('sort')).toBe('price-low'))
    expect(view.location()).toBe(`${url}?sort=price-low`)
  })

  it('reads filters from the URL and offers to clear them when nothing matches', async () => {
    const user = userEvent.setup()
    const server = shop(0)
    const view = renderCategory(server, `${url}?rating=4`)
    expect(await screen.findByText(t('catalog.noMatch'))).toBeInTheDocument()
    expect(lastQuery(server).get('minRating')).toBe('4')
    const clear = screen.getAllByRole('button', { name: t('catalog.clearAll') })
    await user.click(clear.at(-1)!)
    await waitFor(() => expect(view.location()).toBe(url))
    expect(await screen.findByText(t('catalog.emptyCategory'))).toBeInTheDocument()
    // An empty category has nothing to filter.
    expect(screen.queryByRole('complementary', { name: t('catalog.filters') })).not.toBeInTheDocument()
  })

  it('loads the next page on Load more and keeps the first', async () => {
    const user = userEvent.setup()
    const server = shop(5, { pageSize: 3 })
    renderCategory(server)
    await screen.findByRole('heading', { name: 'Product 3' })
    expect(screen.getByText(t('catalog.showingOf', { shown: 3, total: 5 }))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t('catalog.loadMore') }))
    expect(await screen.findByRole('heading', { name: 'Product 5' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Product 1' })).toBeInTheDocument()
    // The next page follows the first page's cursor, and carries its number (ADR 026).
    expect(lastQuery(server).get('page')).toBe('2')
    expect(lastQuery(server).get('after')).toBe('at-3')
    expect(screen.queryByRole('button', { name: t('catalog.loadMore') })).not.toBeInTheDocument()
  })

  it('says 1,000+ where the store stopped counting, and offers no count to show', async () => {
    const user = userEvent.setup()
    const server = shop(30, { pageSize: 3, counted: 20 })
    renderCategory(server)
    await screen.findByRole('heading', { name: 'Product 3' })
    expect(screen.getByText(t('catalog.productCountOver', { count: 20 }))).toBeInTheDocument()
    expect(screen.getByText(t('catalog.showingOfOver', { shown: 3, total: 20 }))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t('catalog.loadMore') }))
    expect(await screen.findByRole('heading', { name: 'Product 6' })).toBeInTheDocument()
    expect(lastQuery(server).get('after')).toBe('at-3')
  })

  it('on a phone: the filter sheet counts the results and closes with Show results', async () => {
    const user = userEvent.setup()
    setViewport(390)
    try {
      const server = shop(4)
      renderCategory(server)
      await screen.findByRole('heading', { name: 'Product 1' })
      expect(screen.queryByRole('complementary', { name: t('catalog.filters') })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: t('catalog.filterProducts') }))
      const sheet = await screen.findByRole('dialog', { name: t('catalog.filters') })
      await user.click(within(sheet).getByRole('switch', { name: t('catalog.inStockOnly') }))
      await waitFor(() => expect(lastQuery(server).get('inStock')).toBe('true'))
      const show = await within(sheet).findByRole('button', { name: t('catalog.showCount', { count: 2 }) })
      await user.click(show)
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(
        screen.getByRole('button', {
          name: `${t('catalog.filterProducts')} 1 ${t('catalog.activeFilters')}`,
        }),
      )
    } finally {
      setViewport(1024, 768)
    }
  })

  it('sends an unknown category to the missing page', async () => {
    const server = shop(1).on('GET', '/api/categories/:id', apiError(404, 'NOT_FOUND', 'Category not found'))
    const view = renderCategory(server)
    await waitFor(() => expect(view.location()).toBe('/404'))
  })
})
