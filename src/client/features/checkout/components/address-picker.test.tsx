// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/checkout.json'
import type { Address } from '#shared/schemas/account.ts'
import { AddressPicker } from './address-picker.tsx'

// Checkout's saved addresses (issue 16 item 6): radios, the default marked, a tap picks.

const tc = translator(messages)
const KORAMANGALA = '00000000-0000-4000-8000-00000000000a'
const address = (overrides: Partial<Address> = {}): Address => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  title: 'Home',
  recipientName: 'Asha Rao',
  phone: '9830012345',
  addressLine1: '12 MG Road',
  addressLine2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  locationId: KORAMANGALA,
  isDefault: false,
  createdAt: '2026-11-01T06:30:00.000Z',
  updatedAt: '2026-11-01T06:30:00.000Z',
  ...overrides,
})
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
