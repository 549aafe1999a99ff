// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/settings.json'
import { NotificationSettings } from './notification-settings.tsx'

const t = translator(messages)
const saved = {
  notificationPreferences: { offers: true, delivery: true, orderUpdates: true },
  defaultLocationId: null,
  language: null,
}
const offers = () => screen.findByRole('switch', { name: t('settings.offers') })

describe('NotificationSettings', () => {
  it('turns a preference off at once and sends only that one', async () => {
    const user = userEvent.setup()
    const server = new FakeServer().on('GET', '/api/preferences', { body: saved })
    const put = server.hold('PUT', '/api/preferences')
    renderApp(<NotificationSettings />, { server })
    await user.click(await offers())
    expect((await put.received).body).toEqual({ notificationPreferences: { offers: false } })
    expect(await offers()).not.toBeChecked()
    expect(screen.getByRole('switch', { name: t('settings.delivery') })).toBeChecked()
    put.reply({
      body: { ...saved, notificationPreferences: { ...saved.notificationPreferences, offers: false } },
    })
    expect(await screen.findByText(t('settings.preferencesUpdated'))).toBeInTheDocument()
    expect(await offers()).not.toBeChecked()
  })

  it('puts the switch back and says so when saving fails', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = new FakeServer()
      .on('GET', '/api/preferences', { body: saved })
      .on('PUT', '/api/preferences', apiError(500, 'INTERNAL', 'boom'))
    renderApp(<NotificationSettings />, { server })
    await user.click(await offers())
    expect(await screen.findByText(t('settings.preferencesFailed'))).toBeInTheDocument()
    await waitFor(async () => expect(await offers()).toBeChecked())
  })

  it('shows the preferences as unavailable when they cannot be loaded', async () => {
    const server = new FakeServer().on('GET', '/api/preferences', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<NotificationSettings />, { server })
    expect(await screen.findAllByLabelText(t('settings.unavailable'))).toHaveLength(3)
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })
})
