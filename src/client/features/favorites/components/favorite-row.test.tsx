// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { applyLocale, translator } from '#client/lib/i18n.ts'
import { FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/favorites.json'
import type { Favorite } from '#shared/schemas/favorites.ts'
import { FavoriteRow } from './favorite-row.tsx'

// One favourite (issue 16 item 6): name (Hindi first in Hindi), prices, Out of Stock, Remove.

const t = translator(messages)
const favorite = (overrides: Partial<Favorite['product']> = {}): Favorite => ({
  productId: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T06:30:00.000Z',
  product: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Toned Milk',
    hindiName: 'टोंड दूध',
    unit: '500 ml',
    price: 2_800,
    originalPrice: 3_000,
    imageUrl: null,
    badge: null,
    rating: 4.5,
    reviewCount: 10,
    isAvailable: true,
    isFeatured: false,
    stockQuantity: 0,
    categoryId: null,
    ...overrides,
  },
})

function renderRow(row: Favorite, server = new FakeServer()) {
  return renderApp(
    <FavoriteRow
      favorite={row}
      image={<span>picture</span>}
      rating={<span>rating</span>}
      addToCart={<button type="button">Add</button>}
    />,
    {
      server,
    },
  )
}

describe('FavoriteRow', () => {
  it('shows the name, the struck-through original price, Out of Stock, and links to the product', () => {
    renderRow(favorite())
    const row = screen.getByRole('article', { name: 'Toned Milk' })
    expect(row).toHaveTextContent(`${t('favorites.originalPrice')} ₹30`)
    expect(row).toHaveTextContent(t('favorites.outOfStock'))
    expect(screen.getByRole('link', { name: 'Toned Milk' })).toHaveAttribute(
      'href',
      '/product/00000000-0000-4000-8000-000000000001',
    )
  })

  it('a product in stock at its usual price shows neither', () => {
    renderRow(favorite({ stockQuantity: 4, originalPrice: null }))
    const row = screen.getByRole('article', { name: 'Toned Milk' })
    expect(row).not.toHaveTextContent(t('favorites.outOfStock'))
    expect(row).not.toHaveTextContent(t('favorites.originalPrice'))
  })

  it('in Hindi the Hindi name leads, with the English beneath', async () => {
    await applyLocale('hi')
    try {
      renderRow(favorite())
      expect(screen.getByRole('article', { name: 'टोंड दूध' })).toHaveTextContent('Toned Milk')
    } finally {
      await applyLocale('en')
    }
  })

  it('Remove takes the product off the favourites', async () => {
    const server = new FakeServer().on('DELETE', '/api/favorites/:productId', {
      body: { productId: 'x', favorite: false },
    })
    renderRow(favorite(), server)
    await userEvent.click(
      screen.getByRole('button', { name: t('favorites.removeNamed', { name: 'Toned Milk' }) }),
    )
    await waitFor(() => expect(server.sent('DELETE', '/api/favorites/:productId')).toHaveLength(1))
    expect(server.sent('DELETE', '/api/favorites/:productId')[0]!.params.productId).toBe(
      '00000000-0000-4000-8000-000000000001',
    )
  })
})
