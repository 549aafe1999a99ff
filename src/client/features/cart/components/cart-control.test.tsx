// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import {
  apiError,
  cartFixture,
  FakeServer,
  productFixture,
  quietConsoleErrors,
  renderApp,
} from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/cart.json'
import type { CartProduct } from '#shared/schemas/cart.ts'
import { useCartActions } from '../hooks/use-cart-actions.ts'
import { CartControl } from './cart-control.tsx'

const t = translator(messages)
const mango = productFixture({ stockQuantity: 3 })
const name = mango.name

function Control({
  product = mango,
  signedIn = true,
  variant,
}: {
  product?: CartProduct
  signedIn?: boolean
  variant?: 'card' | 'detail'
}) {
  const cart = useCartActions(signedIn)
  return <CartControl product={product} cart={cart} variant={variant} />
}

function serverWithCart(quantity: number) {
  const server = new FakeServer()
  server.on('GET', '/api/cart', { body: cartFixture(quantity ? [{ product: mango, quantity }] : []) })
  return server
}

/** The server's answer to PUT /api/cart/items/:productId: the cart holding what was asked. */
const acceptQuantity = (server: FakeServer) =>
  server.on('PUT', '/api/cart/items/:productId', (request) => {
    const quantity = (request.body as { quantity: number }).quantity
    const body = cartFixture(quantity ? [{ product: mango, quantity }] : [])
    server.on('GET', '/api/cart', { body })
    return { body }
  })

const count = () =>
  screen.getByText(t('cart.inCart')).parentElement?.textContent?.replace(t('cart.inCart'), '').trim()

describe('CartControl', () => {
  it('adds one: the stepper shows 1 while the request is on its way, then the toast confirms', async () => {
    const user = userEvent.setup()
    const server = serverWithCart(0)
    const put = server.hold('PUT', '/api/cart/items/:productId')
    renderApp(<Control />, { server })
    const add = await screen.findByRole('button', { name: t('cart.addNamed', { name }) })
    await waitFor(() => expect(server.sent('GET', '/api/cart')).toHaveLength(1))

    await user.click(add)
    const request = await put.received
    expect(request.params.productId).toBe(mango.id)
    expect(request.body).toEqual({ quantity: 1 })
    // Pending: the click shows at once, before the server answered.
    expect(count()).toBe('1')
    expect(screen.getByRole('button', { name: t('cart.addOneMore', { name }) })).toHaveFocus()

    put.reply({ body: cartFixture([{ product: mango, quantity: 1 }]) })
    expect(await screen.findByText(t('cart.added'))).toBeInTheDocument()
    expect(count()).toBe('1')
  })

  it('steps up and down by one, and the last minus brings Add back with the focus on it', async () => {
    const user = userEvent.setup()
    const server = acceptQuantity(serverWithCart(1))
    renderApp(<Control />, { server })
    const plus = await screen.findByRole('button', { name: t('cart.addOneMore', { name }) })

    await user.click(plus)
    await waitFor(() =>
      expect(server.sent('PUT', '/api/cart/items/:id').map((r) => r.body)).toEqual([{ quantity: 2 }]),
    )
    expect(count()).toBe('2')

    const minus = screen.getByRole('button', { name: t('cart.removeOne', { name }) })
    await user.click(minus)
    await waitFor(() => expect(count()).toBe('1'))
    await user.click(minus)
    const add = await screen.findByRole('button', { name: t('cart.addNamed', { name }) })
    expect(add).toHaveFocus()
    expect(server.sent('PUT', '/api/cart/items/:id').map((r) => r.body)).toEqual([
      { quantity: 2 },
      { quantity: 1 },
      { quantity: 0 },
    ])
  })

  it('sends only the newest quantity after fast clicks (one request at a time per product)', async () => {
    const user = userEvent.setup()
    const server = serverWithCart(0)
    const first = server.hold('PUT', '/api/cart/items/:productId')
    acceptQuantity(server)
    renderApp(<Control />, { server })
    await user.click(await screen.findByRole('button', { name: t('cart.addNamed', { name }) }))
    await first.received
    const plus = screen.getByRole('button', { name: t('cart.addOneMore', { name }) })
    await user.click(plus)
    await user.click(plus)
    expect(count()).toBe('3')
    expect(server.sent('PUT', '/api/cart/items/:id')).toHaveLength(1)

    first.reply({ body: cartFixture([{ product: mango, quantity: 1 }]) })
    await waitFor(() => expect(server.sent('PUT', '/api/cart/items/:id')).toHaveLength(2))
    expect(server.sent('PUT', '/api/cart/items/:id')[1]?.body).toEqual({ quantity: 3 })
    await waitFor(() => expect(count()).toBe('3'))
  })

  it('stops at the stock: plus is disabled at the last one in stock', async () => {
    renderApp(<Control />, { server: serverWithCart(3) })
    expect(await screen.findByRole('button', { name: t('cart.addOneMore', { name }) })).toBeDisabled()
    expect(screen.getByRole('button', { name: t('cart.removeOne', { name }) })).toBeEnabled()
  })

  it('cannot add what is out of stock or off sale', async () => {
    const { unmount } = renderApp(<Control product={{ ...mango, stockQuantity: 0 }} />, {
      server: serverWithCart(0),
    })
    expect(await screen.findByRole('button', { name: t('cart.addNamed', { name }) })).toBeDisabled()
    unmount()
    renderApp(<Control product={{ ...mango, isAvailable: false }} />, { server: serverWithCart(0) })
    expect(await screen.findByRole('button', { name: t('cart.addNamed', { name }) })).toBeDisabled()
  })

  it("rolls back a refused step: the server's words in a toast, the server's quantity on screen", async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = serverWithCart(2)
    const refusal = 'Only 2 of Alphonso Mango left'
    const put = server.hold('PUT', '/api/cart/items/:productId')
    renderApp(<Control />, { server })
    await user.click(await screen.findByRole('button', { name: t('cart.addOneMore', { name }) }))
    await put.received
    expect(count()).toBe('3')
    put.reply(apiError(409, 'INSUFFICIENT_STOCK', refusal))

    expect(await screen.findByText(refusal)).toBeInTheDocument()
    await waitFor(() => expect(count()).toBe('2'))
    expect(server.sent('GET', '/api/cart').length).toBeGreaterThanOrEqual(2)
  })

  it('shows a general failure when the server fails for another reason', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = serverWithCart(0)
    server.on('PUT', '/api/cart/items/:productId', apiError(500, 'INTERNAL', 'boom'))
    renderApp(<Control />, { server })
    await user.click(await screen.findByRole('button', { name: t('cart.addNamed', { name }) }))
    expect(await screen.findByText(t('cart.addFailed'))).toBeInTheDocument()
    expect(screen.queryByText('boom')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: t('cart.addNamed', { name }) })).toBeInTheDocument()
  })

  it('asks a visitor to sign in; on the product page it goes to sign-in and back', async () => {
    const user = userEvent.setup()
    const server = new FakeServer()
    const view = renderApp(<Control signedIn={false} variant="detail" />, {
      server,
      url: '/product/mango?x=1',
    })
    await user.click(screen.getByRole('button', { name: t('cart.addToCart') }))
    expect(await screen.findByText(t('cart.signInRequired'))).toBeInTheDocument()
    expect(view.location()).toBe(`/auth?redirect=${encodeURIComponent('/product/mango?x=1')}`)
    expect(server.requests).toEqual([])
  })

  it('asks a visitor to sign in from a list without leaving the page', async () => {
    const user = userEvent.setup()
    const view = renderApp(<Control signedIn={false} />, { url: '/category/fruit' })
    await user.click(screen.getByRole('button', { name: t('cart.addNamed', { name }) }))
    expect(await screen.findByText(t('cart.signInToAdd'))).toBeInTheDocument()
    act(() => {})
    expect(view.location()).toBe('/category/fruit')
  })
})
