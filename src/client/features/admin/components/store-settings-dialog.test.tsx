// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { DEFAULT_STORE_SETTINGS } from '#shared/constants.ts'
import messages from '#shared/i18n/en/admin.json'
import type { SavedStoreSettings } from '#shared/schemas/store-settings.ts'
import { StoreSettingsDialog } from './store-settings-dialog.tsx'

// Store Settings (issue 16 item 6): amounts typed in rupees and sent in paise, the UPI and GST
// sections checked by the shared schema before sending, a refusal per field, and a save over
// someone else's offering Reload (ADR 015).

const t = translator(messages)
const saved: SavedStoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  freeDeliveryThreshold: 49_900,
  upiHoldMinutes: 30,
  version: 3,
  updatedAt: '2026-11-20T06:30:00.000Z',
}

function setup(settings: SavedStoreSettings = saved) {
  const server = new FakeServer().on('GET', '/api/admin/settings', { body: settings })
  const onOpenChange = vi.fn()
  renderApp(<StoreSettingsDialog open onOpenChange={onOpenChange} />, { server })
  return { server, onOpenChange, user: userEvent.setup() }
}
const field = (label: string) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: t('admin.saveSettings') })

describe('StoreSettingsDialog', () => {
  it('shows the saved amounts in rupees and saves them in paise with the version', async () => {
    const { server, user, onOpenChange } = setup()
    expect(await screen.findByLabelText(t('admin.settingDeliveryFee'))).toHaveValue(25)
    expect(field(t('admin.settingFreeFrom'))).toHaveValue(499)
    expect(screen.getByText(/^Last changed/)).toBeVisible()
    server.on('PUT', '/api/admin/settings', (request) => ({
      body: { ...saved, ...(request.body as object), version: 4 },
    }))
    await user.clear(field(t('admin.settingDeliveryFee')))
    await user.type(field(t('admin.settingDeliveryFee')), '30.50')
    await user.click(save())
    expect(await screen.findByText(t('admin.settingsSaved'))).toBeVisible()
    expect(server.sent('PUT', '/api/admin/settings')[0]!.body).toMatchObject({
      version: 3,
      deliveryFee: 3_050,
      freeDeliveryThreshold: 49_900,
      upiHoldMinutes: 30,
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('refuses an amount with more than 2 decimals and the UPI rules before sending', async () => {
    const { server, user } = setup()
    await screen.findByLabelText(t('admin.settingDeliveryFee'))
    await user.clear(field(t('admin.settingFreeFrom')))
    await user.type(field(t('admin.settingFreeFrom')), '10.123')
    await user.type(field(t('admin.upiId')), 'freshcart@okbank')
    await user.clear(field(t('admin.holdMinutes')))
    await user.type(field(t('admin.holdMinutes')), '2')
    await user.click(save())
    expect(
      screen.getByText(t('admin.settingAmountInvalid', { field: t('admin.settingFreeFromName') })),
    ).toBeVisible()
    expect(screen.getByText('Hold time must be at least 5 minutes')).toBeVisible()
    // The rules across fields are checked once each field is right on its own.
    await user.clear(field(t('admin.holdMinutes')))
    await user.type(field(t('admin.holdMinutes')), '45')
    await user.clear(field(t('admin.settingFreeFrom')))
    await user.type(field(t('admin.settingFreeFrom')), '10.12')
    await user.click(save())
    expect(screen.getByText('Payee name is required with a UPI ID')).toBeVisible()
    expect(field(t('admin.payeeName'))).toHaveAttribute('aria-invalid', 'true')
    expect(server.sent('PUT', '/api/admin/settings')).toHaveLength(0)
  })

  it("refuses a GSTIN whose state is not the chosen one; shows a server's refusal under its field", async () => {
    const { server, user } = setup()
    await screen.findByLabelText(t('admin.settingDeliveryFee'))
    await user.type(field(t('admin.gstin')), '29AABCU9603R1ZJ')
    await user.click(save())
    expect(screen.getByText("State must be the GSTIN's state")).toBeVisible()
    expect(server.sent('PUT', '/api/admin/settings')).toHaveLength(0)

    await user.clear(field(t('admin.gstin')))
    server.on(
      'PUT',
      '/api/admin/settings',
      apiError(400, 'VALIDATION_ERROR', 'Invalid settings', {
        'body.legalName': 'Legal name is not allowed here',
      }),
    )
    await user.click(save())
    expect(await screen.findByText('Legal name is not allowed here')).toBeVisible()
    expect(field(t('admin.legalName'))).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(t('admin.settingsSaveFailed'))).toBeVisible()
  })

  it('a save over settings changed meanwhile offers Reload, which shows the latest', async () => {
    const { server, user } = setup()
    await screen.findByLabelText(t('admin.settingDeliveryFee'))
    const changed = 'The store settings changed while you were editing. Reload to see the latest.'
    server.on('PUT', '/api/admin/settings', apiError(409, 'EDIT_CONFLICT', changed))
    await user.click(save())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(changed)
    expect(save()).toBeDisabled()
    server.on('GET', '/api/admin/settings', { body: { ...saved, deliveryFee: 4_000, version: 5 } })
    await user.click(within(alert).getByRole('button', { name: t('admin.reload') }))
    await waitFor(() => expect(field(t('admin.settingDeliveryFee'))).toHaveValue(40))
    expect(save()).toBeEnabled()
  })

  it('never-saved settings say the defaults apply', async () => {
    setup({ ...saved, updatedAt: null, version: 0 })
    expect(await screen.findByText(t('admin.usingDefaults'))).toBeVisible()
  })

  it('a failed load says so', async () => {
    const server = new FakeServer().on('GET', '/api/admin/settings', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<StoreSettingsDialog open onOpenChange={() => {}} />, { server })
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.settingsLoadFailed'))
  })
})
