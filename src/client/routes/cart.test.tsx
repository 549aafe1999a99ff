// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ViewCartBar } from '#client/features/cart/components/view-cart-bar.tsx'
import { translator } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import {
  apiError,
  cartFixture,
  FakeServer,
  productFixture,
  quietConsoleErrors,
  renderApp,
} from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/cart.json'
import { CartRoute } from './cart.tsx'

// The cart page: its lines (CartLine with the shared stepper and Remove), the server's figures
// (CartTotals), lines checkout would refuse, and the visitor, empty and failed states.

const t = translator(messages)
const session = {
  user: { id: 'u1', name: 'Asha', email: 'asha@example.com', image: null },
  session: { id: 's1', expiresAt: '' },
}
const mango = productFixture()
const milk = productFixture({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Toned Milk',
  price: 3000,
  stockQuantity: 1,
})

function signedInWith(cart: ReturnType<typeof cartFixture>) {
  return new FakeServer()
    .on('GET', '/api/auth/get-session', { body: session })
    .on('GET', '/api/cart', { body: cart })
}

describe('cart page', () => {
  it('lists the lines with the server figures and links to checkout', async () => {
    const cart = {
      ...cartFixture([
        { product: mango, quantity: 2 },
        { product: milk, quantity: 1 },
      ]),
      deliveryFee: 2500,
    }
    cart.total = cart.subtotal + cart.deliveryFee
    renderApp(<CartRoute />, { server: signedInWith(cart) })
    expect(
      await screen.findByRole('heading', { level: 1, name: t('cart.heading', { count: 3 }) }),
    ).toBeInTheDocument()
    const lines = within(screen.getByRole('region', { name: t('cart.items') })).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent(formatMoney(24_000))
    expect(lines[0]).toHaveTextContent(t('cart.each', { price: formatMoney(12_000) }))
    const summary = screen.getByRole('region', { name: t('cart.orderSummary') })
    expect(summary).toHaveTextContent(`${t('cart.subtotal')}${formatMoney(27_000)}`)
    expect(summary).toHaveTextContent(`${t('cart.deliveryFee')}${formatMoney(2500)}`)
    expect(summary).toHaveTextContent(`${t('cart.total')}${formatMoney(29_500)}`)
    expect(screen.getByRole('link', { name: t('cart.proceedToCheckout') })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })

  it('says FREE when delivery costs nothing', async () => {
    renderApp(<CartRoute />, { server: signedInWith(cartFixture([{ product: mango, quantity: 1 }])) })
    const summary = await screen.findByRole('region', { name: t('cart.orderSummary') })
    expect(summary).toHaveTextContent(`${t('cart.deliveryFee')}${t('cart.free')}`)
    expect(summary).toHaveTextContent(t('cart.freeDeliveryAbove', { amount: formatMoney(50_000) }))
  })

  it('names what checkout would refuse and keeps Checkout disabled', async () => {
    const cart = cartFixture([
      { product: { ...mango, stockQuantity: 1 }, quantity: 3 },
      { product: { ...milk, stockQuantity: 0 }, quantity: 1 },
    ])
    renderApp(<CartRoute />, { server: signedInWith(cart) })
    expect(await screen.findByText(t('cart.onlyLeft', { count: 1 }))).toBeInTheDocument()
    expect(screen.getByText(t('cart.outOfStock'))).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(t('cart.hasIssues'))
    expect(screen.getByRole('button', { name: t('cart.proceedToCheckout') })).toBeDisabled()
    expect(screen.queryByRole('link', { name: t('cart.proceedToCheckout') })).not.toBeInTheDocument()
  })

  it('removes a line with its button and shows the emptied cart', async () => {
    const user = userEvent.setup()
    const server = signedInWith(cartFixture([{ product: mango, quantity: 2 }]))
    server.on('PUT', '/api/cart/items/:productId', () => {
      server.on('GET', '/api/cart', { body: cartFixture([]) })
      return { body: cartFixture([]) }
    })
    renderApp(<CartRoute />, { server })
    await user.click(await screen.findByRole('button', { name: t('cart.removeNamed', { name: mango.name }) }))
    expect(server.sent('PUT', '/api/cart/items/:id')[0]?.body).toEqual({ quantity: 0 })
    expect(await screen.findByText(t('cart.removed'))).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: t('cart.empty') })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t('cart.startShopping') })).toHaveAttribute('href', '/')
  })

  it("says 'Failed to update quantity' when a step fails for no stated reason", async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = signedInWith(cartFixture([{ product: mango, quantity: 1 }]))
    server.on('PUT', '/api/cart/items/:productId', apiError(503, 'UNAVAILABLE', 'down'))
    renderApp(<CartRoute />, { server })
    await user.click(await screen.findByRole('button', { name: t('cart.addOneMore', { name: mango.name }) }))
    expect(await screen.findByText(t('cart.quantityFailed'))).toBeInTheDocument()
  })

  it('asks a visitor to sign in, returning to the cart', async () => {
    const server = new FakeServer().on('GET', '/api/auth/get-session', { body: null })
    renderApp(<CartRoute />, { server })
    expect(await screen.findByRole('heading', { level: 1, name: t('cart.empty') })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t('cart.signIn') })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcart',
    )
    expect(server.sent('GET', '/api/cart')).toEqual([])
  })

  it('offers Try again when the cart cannot be loaded, and recovers', async () => {
    const user = userEvent.setup()
    const server = new FakeServer()
      .on('GET', '/api/auth/get-session', { body: session })
      .on('GET', '/api/cart', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<CartRoute />, { server })
    expect(await screen.findByRole('heading', { level: 1, name: t('cart.loadFailed') })).toBeInTheDocument()
    server.on('GET', '/api/cart', { body: cartFixture([{ product: mango, quantity: 1 }]) })
    await user.click(screen.getByRole('button', { name: t('cart.tryAgain') }))
    expect(
      await screen.findByRole('heading', { level: 1, name: t('cart.heading', { count: 1 }) }),
    ).toBeInTheDocument()
  })
})

describe('ViewCartBar', () => {
  it('shows the count and total for a shopper with a cart, nothing otherwise', async () => {
    const server = new FakeServer().on('GET', '/api/cart', {
      body: cartFixture([{ product: mango, quantity: 2 }]),
    })
    const view = renderApp(<ViewCartBar signedIn />, { server })
    const bar = await screen.findByRole('region', { name: t('cart.yourCart') })
    expect(within(bar).getByRole('link')).toHaveAttribute('href', '/cart')
    expect(bar).toHaveTextContent(t('cart.itemCount', { count: 2 }))
    expect(bar).toHaveTextContent(formatMoney(24_000))
    view.rerender(<ViewCartBar signedIn={false} />)
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('cart.yourCart') })).not.toBeInTheDocument(),
    )
  })
})
