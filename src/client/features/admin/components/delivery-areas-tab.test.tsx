// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import adminMessages from '#shared/i18n/en/admin.json'
import messages from '#shared/i18n/en/areas.json'
import type { AdminDeliveryArea } from '#shared/schemas/admin.ts'
import { DeliveryAreasTab } from './delivery-areas-tab.tsx'

// Delivery Areas (issue 16 item 6): each area's pincodes checked before sending, saved over the
// version the form was loaded with, a changed area reloaded (ADR 015).

const t = translator(messages)
const tadmin = translator(adminMessages)
const koramangala: AdminDeliveryArea = {
  id: '00000000-0000-4000-8000-000000000901',
  name: 'Koramangala',
  area: '5th Block',
  city: 'Bengaluru',
  deliveryTime: 30,
  isActive: true,
  pincodes: ['560034', '560095'],
  addressCount: 2,
  version: 4,
}
const whitefield: AdminDeliveryArea = {
  ...koramangala,
  id: '00000000-0000-4000-8000-000000000902',
  name: 'Whitefield',
  isActive: false,
  pincodes: [],
  addressCount: 0,
}

function setup() {
  const server = new FakeServer().on('GET', '/api/admin/delivery-areas', { body: [koramangala, whitefield] })
  renderApp(<DeliveryAreasTab />, { server })
  return { server, user: userEvent.setup() }
}
const pincodes = (name: string) => screen.getByLabelText(t('areas.pincodesOf', { name }))
const form = (name: string) => pincodes(name).closest('form')!

describe('DeliveryAreasTab', () => {
  it("lists each area's pincodes and saved addresses, and marks an inactive one", async () => {
    setup()
    expect(await screen.findByLabelText(t('areas.pincodesOf', { name: 'Koramangala' }))).toHaveValue(
      '560034, 560095',
    )
    expect(form('Koramangala')).toHaveTextContent(
      t('areas.savedAddresses', { area: '5th Block', city: 'Bengaluru', count: 2 }),
    )
    expect(within(form('Whitefield')).getByText(t('areas.inactive'))).toBeVisible()
    expect(within(form('Koramangala')).queryByText(t('areas.inactive'))).toBeNull()
  })

  it('refuses a pincode that is not 6 digits, naming it, and sends nothing', async () => {
    const { server, user } = setup()
    await screen.findByLabelText(t('areas.pincodesOf', { name: 'Koramangala' }))
    await user.clear(pincodes('Koramangala'))
    await user.type(pincodes('Koramangala'), '560034, 56009')
    await user.click(within(form('Koramangala')).getByRole('button', { name: t('areas.save') }))
    expect(within(form('Koramangala')).getByText(t('areas.badPincode', { pincode: '56009' }))).toBeVisible()
    expect(server.sent('PUT', '/api/admin/delivery-areas/:id/pincodes')).toHaveLength(0)
  })

  it('saves the list as read (deduplicated) with the version, and shows what the server kept', async () => {
    const { server, user } = setup()
    await screen.findByLabelText(t('areas.pincodesOf', { name: 'Koramangala' }))
    server.on('PUT', '/api/admin/delivery-areas/:id/pincodes', (request) => ({
      body: {
        ...koramangala,
        pincodes: [...(request.body as { pincodes: string[] }).pincodes].sort(),
        version: 5,
      },
    }))
    await user.clear(pincodes('Koramangala'))
    await user.type(pincodes('Koramangala'), '560095 560034\n560030; 560034')
    await user.click(within(form('Koramangala')).getByRole('button', { name: t('areas.save') }))
    expect(await screen.findByText(t('areas.saved', { name: 'Koramangala', count: 3 }))).toBeVisible()
    const sent = server.sent('PUT', '/api/admin/delivery-areas/:id/pincodes')[0]!
    expect(sent.params.id).toBe(koramangala.id)
    expect(sent.body).toEqual({
      version: 4,
      pincodes: expect.arrayContaining(['560030', '560034', '560095']),
    })
    expect((sent.body as { pincodes: string[] }).pincodes).toHaveLength(3)
    expect(pincodes('Koramangala')).toHaveValue('560030, 560034, 560095')
  })

  it('a field refusal is shown under the field; a change made meanwhile offers Reload with the latest', async () => {
    quietConsoleErrors()
    const { server, user } = setup()
    await screen.findByLabelText(t('areas.pincodesOf', { name: 'Koramangala' }))
    server.once(
      'PUT',
      '/api/admin/delivery-areas/:id/pincodes',
      apiError(400, 'VALIDATION_ERROR', 'bad', { pincodes: 'Pincode 560001 belongs to Whitefield' }),
    )
    await user.click(within(form('Koramangala')).getByRole('button', { name: t('areas.save') }))
    expect(await within(form('Koramangala')).findByText('Pincode 560001 belongs to Whitefield')).toBeVisible()

    const changed = 'This delivery area changed while you were editing. Reload to see the latest.'
    server.once('PUT', '/api/admin/delivery-areas/:id/pincodes', apiError(409, 'EDIT_CONFLICT', changed))
    await user.click(within(form('Koramangala')).getByRole('button', { name: t('areas.save') }))
    expect(await within(form('Koramangala')).findByRole('alert')).toHaveTextContent(changed)
    server.on('GET', '/api/admin/delivery-areas', {
      body: [{ ...koramangala, pincodes: ['560001'], version: 6 }, whitefield],
    })
    await user.click(within(form('Koramangala')).getByRole('button', { name: tadmin('admin.reload') }))
    await waitFor(() => expect(pincodes('Koramangala')).toHaveValue('560001'))
    expect(within(form('Koramangala')).queryByRole('alert')).toBeNull()
  })
})
