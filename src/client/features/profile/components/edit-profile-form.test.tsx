// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { validationText } from '#client/lib/validation-text.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/profile.json'
import { EditProfileForm } from './edit-profile-form.tsx'

const t = translator(messages)
const profile = { id: 'u1', email: 'asha@example.com', name: 'Asha', phone: null, avatarUrl: null }
const name = () => screen.getByLabelText(t('profile.fullName'))
const phone = () => screen.getByLabelText(t('profile.phoneNumber'))
const save = () => screen.getByRole('button', { name: t('profile.saveChanges') })

function renderForm(server = new FakeServer()) {
  const view = renderApp(<EditProfileForm profile={profile} />, {
    server,
    url: '/profile/edit',
    path: '/profile/edit',
  })
  return { ...view, user: userEvent.setup() }
}

describe('EditProfileForm', () => {
  it('keeps the e-mail fixed and refuses a blank name or a wrong phone before sending', async () => {
    const s = renderForm()
    expect(screen.getByLabelText(t('profile.email'))).toBeDisabled()
    await s.user.clear(name())
    await s.user.type(phone(), '12345')
    await s.user.click(save())
    expect(await screen.findByText(validationText('Name is required'))).toBeInTheDocument()
    expect(phone()).toHaveAttribute('aria-invalid', 'true')
    expect(s.server.requests).toEqual([])
  })

  it('saves the name and the phone as its 10 digits (Saving… meanwhile), then returns to the profile', async () => {
    const s = renderForm()
    const put = s.server.hold('PUT', '/api/profile')
    await s.user.clear(name())
    await s.user.type(name(), '  Asha Rao ')
    await s.user.type(phone(), '+91 98300-12345')
    await s.user.click(save())
    expect((await put.received).body).toEqual({ name: 'Asha Rao', phone: '9830012345' })
    expect(screen.getByRole('button', { name: t('profile.saving') })).toBeDisabled()
    put.reply({ body: { ...profile, name: 'Asha Rao', phone: '9830012345' } })
    expect(await screen.findByText(t('profile.updated'))).toBeInTheDocument()
    await waitFor(() => expect(s.location()).toBe('/profile'))
  })

  it('stays with the form and says so when saving fails', async () => {
    quietConsoleErrors()
    const s = renderForm(new FakeServer().on('PUT', '/api/profile', apiError(500, 'INTERNAL', 'boom')))
    await s.user.click(save())
    expect(await screen.findByText(t('profile.updateFailed'))).toBeInTheDocument()
    expect(s.location()).toBe('/profile/edit')
    expect(save()).toBeEnabled()
  })
})
