// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { AREA_ID, areasFixture, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/addresses.json'
import type { Address } from '#shared/schemas/account.ts'
import { InlineAddressForm } from './inline-address-form.tsx'

// The one address form (issue 16 item 2) with the area rule (issue 9 item 8, ADR 019).

const t = translator(messages)
const KORAMANGALA = AREA_ID
const INDIRANAGAR = '00000000-0000-4000-8000-00000000000b'
const areas = [
  ...areasFixture,
  {
    id: INDIRANAGAR,
    name: 'Indiranagar',
    area: 'HAL 2nd Stage',
    city: 'Bengaluru',
    deliveryTime: 15,
    pincodes: ['560038'],
  },
]

function server() {
  const fake = new FakeServer()
  fake.on('GET', '/api/delivery-locations', { body: areas })
  fake.on('GET', '/api/addresses', { body: { items: [] } })
  fake.on('POST', '/api/addresses', (request) => ({
    status: 201,
    body: { ...(request.body as object), id: '00000000-0000-4000-8000-0000000000c1', isDefault: true },
  }))
  return fake
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, pincode: string) {
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.recipient') })),
    'Asha Rao',
  )
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.phone') })),
    '+91 98300-12345',
  )
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.line1') })),
    '12 MG Road',
  )
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.city') })),
    'Bengaluru',
  )
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.state') })),
    'Karnataka',
  )
  await user.type(
    screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.pincode') })),
    pincode,
  )
}
const areaSelect = () =>
  screen.getByLabelText(t('addresses.requiredLabel', { label: t('addresses.area') })) as HTMLSelectElement

describe('AddressForm', () => {
  it('chooses the area from the pincode and saves the phone as the 10-digit number', async () => {
    const user = userEvent.setup()
    const fake = server()
    let saved: Address | null = null
    renderApp(<InlineAddressForm onSaved={(a) => (saved = a)} />, { server: fake })
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Indiranagar (HAL 2nd Stage)' })).toBeInTheDocument(),
    )
    await fillRequired(user, '5600-38')
    expect(areaSelect().value).toBe(INDIRANAGAR)
    await user.click(screen.getByRole('button', { name: t('addresses.save') }))
    await waitFor(() => expect(saved).not.toBeNull())
    const post = fake.requests.find((r) => r.method === 'POST')!
    expect(post.body).toMatchObject({ phone: '9830012345', pincode: '560038', locationId: INDIRANAGAR })
  })

  it('refuses a pincode no area serves, under the pincode, and sends nothing', async () => {
    const user = userEvent.setup()
    const fake = server()
    renderApp(<InlineAddressForm onSaved={() => {}} />, { server: fake })
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Koramangala (5th Block)' })).toBeInTheDocument(),
    )
    await fillRequired(user, '560037')
    await user.click(screen.getByRole('button', { name: t('addresses.save') }))
    expect(await screen.findByText(t('addresses.outsideAreas', { pincode: '560037' }))).toBeInTheDocument()
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('names the right area when the chosen one does not serve the pincode', async () => {
    const user = userEvent.setup()
    const fake = server()
    renderApp(<InlineAddressForm onSaved={() => {}} />, { server: fake })
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Koramangala (5th Block)' })).toBeInTheDocument(),
    )
    await fillRequired(user, '560038')
    await user.selectOptions(areaSelect(), KORAMANGALA)
    await user.click(screen.getByRole('button', { name: t('addresses.save') }))
    expect(
      await screen.findByText(
        t('addresses.elsewhere', { pincode: '560038', chosen: 'Koramangala', right: 'Indiranagar' }),
      ),
    ).toBeInTheDocument()
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false)
  })
})
