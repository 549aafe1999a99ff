// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { addressFixture, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/checkout.json'
import { AddressPicker } from './address-picker.tsx'

// Checkout's saved addresses (issue 16 item 6): radios, the default marked, a tap picks.

const tc = translator(messages)
const address = addressFixture
const server = () => new FakeServer().on('GET', '/api/delivery-locations', { body: [] })

describe('AddressPicker (checkout)', () => {
  it('offers the saved addresses as radios: arrows only move the choice, a tap picks; Add new address', async () => {
    const office = address({ id: '00000000-0000-4000-8000-0000000000c2', title: 'Office', isDefault: false })
    const home = address({ isDefault: true })
    const onChange = vi.fn()
    const onPick = vi.fn()
    const onAddNew = vi.fn()
    renderApp(
      <AddressPicker
        addresses={[home, office]}
        value={home.id}
        onChange={onChange}
        onPick={onPick}
        onAddNew={onAddNew}
      />,
      {
        server: server(),
      },
    )
    const user = userEvent.setup()
    const group = screen.getByRole('radiogroup', { name: tc('checkout.deliveryAddress') })
    const [homeRadio, officeRadio] = within(group).getAllByRole('radio')
    expect(homeRadio).toBeChecked()
    expect(homeRadio).toHaveTextContent(tc('checkout.default'))
    expect(officeRadio).not.toHaveTextContent(tc('checkout.default'))
    await user.click(officeRadio!)
    expect(onPick).toHaveBeenCalledWith(office.id)
    expect(onChange).toHaveBeenCalledWith(office.id)
    await user.click(screen.getByRole('button', { name: tc('checkout.addNewAddress') }))
    expect(onAddNew).toHaveBeenCalled()
  })
})
