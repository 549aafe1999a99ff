// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { productFixture, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/catalog.json'
import type { Category } from '#shared/schemas/catalog.ts'
import { CategoryStrip } from './category-strip.tsx'
import { ProductStrip } from './product-strip.tsx'

// The home page's rows (issue 16 item 6): placeholders while loading, then categories with their
// picture (its icon when the picture fails or is missing) and products with the page's controls.

const t = translator(messages)
const category = (n: number, overrides: Partial<Category> = {}): Category => ({
  id: `00000000-0000-4000-8000-00000000090${n}`,
  name: `Category ${n}`,
  hindiName: null,
  description: '',
  hindiDescription: null,
  icon: '🥭',
  imageUrl: `/images/c${n}.webp`,
  sortOrder: n,
  ...overrides,
})

describe('CategoryStrip', () => {
  it('shows placeholders while loading, hidden from screen readers', () => {
    renderApp(<CategoryStrip categories={[]} isLoading />)
    const list = screen.getByRole('list', { name: t('catalog.shopByCategory') })
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(8)
  })

  it('links each category; a picture that fails to load gives way to the icon, none to a box', () => {
    renderApp(
      <CategoryStrip
        categories={[category(1), category(2, { imageUrl: null, icon: null })]}
        isLoading={false}
      />,
    )
    const first = screen.getByRole('link', { name: /Category 1/ })
    expect(first).toHaveAttribute('href', '/category/00000000-0000-4000-8000-000000000901')
    const img = first.querySelector('img')!
    expect(img).toHaveAttribute('src', '/images/c1.webp')
    fireEvent.error(img)
    expect(first.querySelector('img')).toBeNull()
    expect(first).toHaveTextContent('🥭')
    expect(screen.getByRole('link', { name: /Category 2/ })).toHaveTextContent('📦')
  })
})

describe('ProductStrip', () => {
  it('draws each product with the controls the page gives it', () => {
    const mango = {
      ...productFixture(),
      hindiName: null,
      badge: null,
      rating: 4.5,
      reviewCount: 3,
      isFeatured: false,
      categoryId: null,
    }
    renderApp(
      <ProductStrip
        label="You might need"
        products={[mango]}
        renderAction={(p) => <button type="button">Add {p.name}</button>}
        renderFavorite={(p) => <button type="button">Love {p.name}</button>}
      />,
    )
    const list = screen.getByRole('list', { name: 'You might need' })
    expect(within(list).getByRole('button', { name: 'Add Alphonso Mango' })).toBeVisible()
    expect(within(list).getByRole('button', { name: 'Love Alphonso Mango' })).toBeVisible()
  })

  it('shows six placeholders while loading', () => {
    renderApp(<ProductStrip label="You might need" products={[]} isLoading />)
    expect(
      screen.getByRole('list', { name: 'You might need' }).querySelectorAll('li[aria-hidden="true"]'),
    ).toHaveLength(6)
  })
})
