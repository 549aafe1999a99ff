// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, productFixture, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/orders.json'
import { LazyBuyAgain } from './lazy-buy-again.tsx'

// Home's Buy Again (issue 16 item 6): products from earlier orders, drawn by the page's own cards;
// a shopper who never ordered sees where they will appear. Loaded lazily, as the home page does.

const t = translator(messages)

function setup(items: unknown[]) {
  const server = new FakeServer().on('GET', '/api/orders/buy-again', { body: { items } })
  renderApp(
    <LazyBuyAgain
      renderProducts={(products) => (
        <ul>
          {products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
    />,
    { server },
  )
}

describe('BuyAgain', () => {
  it('hands the products ordered before to the page to draw', async () => {
    setup([
      productFixture({ name: 'Amul Butter' }),
      productFixture({ id: '00000000-0000-4000-8000-000000000002', name: 'Toned Milk' }),
    ])
    expect(await screen.findByText('Amul Butter')).toBeVisible()
    expect(screen.getByText('Toned Milk')).toBeVisible()
    expect(screen.queryByText(t('orders.buyAgainEmpty'))).toBeNull()
  })

  it('without earlier orders says where they will appear', async () => {
    setup([])
    expect(await screen.findByText(t('orders.buyAgainEmpty'))).toBeVisible()
  })
})
