// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { formatMoney } from '#client/lib/money.ts'
import {
  addressFixture,
  apiError,
  areasFixture,
  cartFixture,
  FakeServer,
  productFixture,
  quietConsoleErrors,
  renderApp,
} from '#client/test/app-harness.tsx'
import { ErrorCode } from '#shared/errors.ts'
import addressMessages from '#shared/i18n/en/addresses.json'
import messages from '#shared/i18n/en/checkout.json'
import { CheckoutRoute } from './checkout.tsx'

// The checkout page's states (issue 16 item 6): no address yet, a slot that filled up meanwhile,
// a stock conflict, placing (button disabled) and the way to the confirmation.

const t = translator(messages)
const ta = translator(addressMessages)
const session = {
  user: { id: 'u1', name: 'Asha', email: 'asha@example.com', image: null },
  session: { id: 's1', expiresAt: '' },
}
const home = addressFixture({ id: '00000000-0000-4000-8000-0000000000d1', isDefault: true })
const slot = (n: number, isFull = false) => ({
  id: `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`,
  date: '2099-01-01',
  startTime: `${8 + n * 2}:00`,
  endTime: `${10 + n * 2}:00`,
  label: `Slot ${n}`,
  isFull,
})
const mango = productFixture()
const cart = cartFixture([{ product: mango, quantity: 2 }])
const order = { id: '00000000-0000-4000-8000-0000000000e1', orderNumber: 'FC-20991', paymentMethod: 'cod' }

function shop({ addresses = [home], slots = [slot(1), slot(2, true)] } = {}) {
  return new FakeServer()
    .on('GET', '/api/auth/get-session', { body: session })
    .on('GET', '/api/cart', { body: cart })
    .on('GET', '/api/addresses', { body: { items: addresses } })
    .on('GET', '/api/delivery-locations', { body: areasFixture })
    .on('GET', '/api/delivery-slots', { body: { items: slots } })
    .on('GET', '/api/store', apiError(404, 'NOT_FOUND', 'not here'))
}

const placeButton = () =>
  screen.findByRole('button', { name: t('checkout.placeOrder', { total: formatMoney(cart.total) }) })
const bill = () => screen.getByRole('region', { name: t('checkout.billSummary') })

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(label) }))
}

describe('checkout page', () => {
  // The address form and the dialogs are lazy chunks: loaded once here, so a test's first
  // showing waits for React, not for the test runner compiling them.
  beforeAll(async () => {
    await Promise.all([
      import('#client/features/addresses/components/inline-address-form.tsx'),
      import('#client/components/ui/alert-dialog.tsx'),
    ])
  })

  it('places the order: the button says Placing and is disabled, then the confirmation opens', async () => {
    const user = userEvent.setup()
    const server = shop()
    const post = server.hold('POST', '/api/orders')
    const view = renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    expect(await screen.findByRole('radio', { name: /Slot 2/ })).toBeDisabled() // full: shown, not choosable
    // The earliest open slot is already chosen (issue 12 item 4).
    expect(screen.getByRole('radio', { name: /Slot 1/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: t('checkout.addNotes') }))
    await user.type(
      screen.getByLabelText(t('checkout.optional', { label: t('checkout.notesLabel') })),
      ' Ring twice ',
    )
    await user.click(await placeButton())

    const request = await post.received
    expect(request.body).toEqual({
      addressId: home.id,
      slotId: slot(1).id,
      paymentMethod: 'cod',
      notes: 'Ring twice',
    })
    const key = request.headers['idempotency-key']
    expect(key).toMatch(/.{16,}/)
    const placing = screen.getByRole('button', { name: t('checkout.placing') })
    expect(placing).toBeDisabled()
    await user.click(placing)
    expect(server.sent('POST', '/api/orders')).toHaveLength(1)

    post.reply({ status: 201, body: order })
    // The confirmation reads the order by id: its slot is the promise (ADR 020).
    await waitFor(() =>
      expect(view.location()).toBe(
        `/order-confirmation?orderNumber=${order.orderNumber}&orderId=${order.id}`,
      ),
    )
    expect(await screen.findByText(t('checkout.placed'))).toBeInTheDocument()
  })

  it('asks for a slot before sending when every slot is full', async () => {
    const user = userEvent.setup()
    const server = shop({ slots: [slot(1, true), slot(2, true)] })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await user.click(await placeButton())
    expect(within(bill()).getByRole('alert')).toHaveTextContent(t('checkout.selectSlot'))
    expect(server.sent('POST', '/api/orders')).toEqual([])
  })

  it('waits for the slots before Place Order can be pressed: no refusal for a slot about to be chosen', async () => {
    const user = userEvent.setup()
    const server = shop().on('POST', '/api/orders', { status: 201, body: order })
    const slotsRead = server.hold('GET', '/api/delivery-slots')
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await slotsRead.received
    const button = await placeButton()
    expect(button).toBeDisabled()
    await user.click(button)
    expect(within(bill()).queryByRole('alert')).toBeNull()
    slotsRead.reply({ body: { items: [slot(1), slot(2, true)] } })
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 1/ })).toBeChecked())
    expect(button).toBeEnabled()
    await user.click(button)
    await waitFor(() => expect(server.sent('POST', '/api/orders')).toHaveLength(1))
    expect(server.sent('POST', '/api/orders')[0]!.body).toMatchObject({ slotId: slot(1).id })
  })

  it('slots that could not be read: Place Order says so and reads them again', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = shop()
    server.on('GET', '/api/delivery-slots', apiError(500, 'INTERNAL', 'Something went wrong'))
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    const button = await placeButton()
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 })
    const reads = server.sent('GET', '/api/delivery-slots').length
    server.on('GET', '/api/delivery-slots', { body: { items: [slot(1)] } })
    await user.click(button)
    expect(within(bill()).getByRole('alert')).toHaveTextContent(t('checkout.slotsLoadFailed'))
    expect(server.sent('POST', '/api/orders')).toEqual([])
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 1/ })).toBeChecked())
    expect(server.sent('GET', '/api/delivery-slots').length).toBeGreaterThan(reads)
  })

  // The server refuses a slot whose end has passed since the page read it (the order's read checks
  // it again); every settled order reads the slots again (usePlaceOrder), so the ended one goes.
  it("a slot that ended meanwhile: the server's words, the slots read again, the next open slot chosen", async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = shop({ slots: [slot(1), slot(2)] })
    server.on('POST', '/api/orders', () => {
      server.on('GET', '/api/delivery-slots', { body: { items: [slot(2)] } })
      server.on('POST', '/api/orders', { status: 201, body: order })
      return apiError(400, 'BAD_REQUEST', 'Please select a delivery time slot')
    })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 1/ })).toBeChecked())
    await user.click(await placeButton())
    await waitFor(() =>
      expect(within(bill()).getByRole('alert')).toHaveTextContent('Please select a delivery time slot'),
    )
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 2/ })).toBeChecked())
    expect(screen.queryByRole('radio', { name: /Slot 1/ })).toBeNull()
    await user.click(await placeButton())
    await waitFor(() => expect(server.sent('POST', '/api/orders')).toHaveLength(2))
    expect(server.sent('POST', '/api/orders')[1]!.body).toMatchObject({ slotId: slot(2).id })
  })

  it('without an address: the address form is open and Place Order asks for an address', async () => {
    const user = userEvent.setup()
    const server = shop({ addresses: [] })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    expect(
      await screen.findByLabelText(ta('addresses.requiredLabel', { label: ta('addresses.recipient') })),
    ).toBeInTheDocument()
    await chooseSlot(user, 'Slot 1')
    await user.click(await placeButton())
    expect(within(bill()).getByRole('alert')).toHaveTextContent(t('checkout.selectAddress'))
    expect(server.sent('POST', '/api/orders')).toEqual([])
  })

  it("a slot that filled up meanwhile: the server's words, the slots read again, the next open slot chosen", async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = shop()
    const full = 'This delivery slot is full. Please choose another slot.'
    server.on('POST', '/api/orders', () => {
      server.on('GET', '/api/delivery-slots', { body: { items: [slot(1, true), slot(2)] } })
      server.on('POST', '/api/orders', { status: 201, body: order })
      return apiError(409, ErrorCode.SlotFull, full)
    })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await chooseSlot(user, 'Slot 1')
    const slotReads = server.sent('GET', '/api/delivery-slots').length
    await user.click(await placeButton())
    await waitFor(() => expect(within(bill()).getByRole('alert')).toHaveTextContent(full))
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 1/ })).toBeDisabled())
    expect(server.sent('GET', '/api/delivery-slots').length).toBeGreaterThan(slotReads)
    // The earliest slot still open takes its place, as when the page opened.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Slot 2/ })).toBeChecked())
    await user.click(await placeButton())
    await waitFor(() => expect(server.sent('POST', '/api/orders')).toHaveLength(2))
    expect(server.sent('POST', '/api/orders')[1]!.body).toMatchObject({ slotId: slot(2).id })
  })

  it('a stock conflict: the server names the product, the cart is read again and Place Order waits', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = shop()
    const conflict = 'Only 1 of Alphonso Mango left'
    server.on('POST', '/api/orders', () => {
      server.on('GET', '/api/cart', {
        body: cartFixture([{ product: { ...mango, stockQuantity: 1 }, quantity: 2 }]),
      })
      return apiError(409, 'INSUFFICIENT_STOCK', conflict)
    })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await chooseSlot(user, 'Slot 1')
    await user.click(await placeButton())
    await waitFor(() => expect(within(bill()).getByRole('alert')).toHaveTextContent(conflict))
    expect(await screen.findByText(t('checkout.onlyLeft', { count: 1 }))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t('checkout.updateCart') })).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('button', { name: /Place Order/ })).toBeDisabled()
  })

  it('says the order failed, without the server internals, on a server error', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = shop().on('POST', '/api/orders', apiError(500, 'INTERNAL', 'database exploded'))
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await chooseSlot(user, 'Slot 1')
    await user.click(await placeButton())
    await waitFor(() =>
      expect(within(bill()).getByRole('alert')).toHaveTextContent(t('checkout.placeFailed')),
    )
    expect(screen.queryByText('database exploded')).not.toBeInTheDocument()
    expect(await placeButton()).toBeEnabled()
  })

  it('with an empty cart: nothing to check out', async () => {
    const server = shop().on('GET', '/api/cart', { body: cartFixture([]) })
    renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    expect(await screen.findByText(t('checkout.cartEmpty'))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t('checkout.startShopping') })).toHaveAttribute('href', '/')
  })

  it('sends a visitor to sign in, returning to checkout', async () => {
    const server = new FakeServer().on('GET', '/api/auth/get-session', { body: null })
    const view = renderApp(<CheckoutRoute />, { server, url: '/checkout', path: '/checkout' })
    await waitFor(() => expect(view.location()).toBe('/auth?redirect=%2Fcheckout'))
  })
})
