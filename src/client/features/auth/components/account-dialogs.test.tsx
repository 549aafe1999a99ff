// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DialogRoot } from '#client/components/ui/dialog.tsx'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/auth.json'
import commonMessages from '#shared/i18n/en/common.json'
import { AccountMenu } from './account-menu.tsx'
import { ChangePasswordDialogContent } from './change-password-dialog.tsx'
import { DeleteAccountDialogContent } from './delete-account-dialog.tsx'

// The header's account menu and the account dialogs of Settings (issue 16 item 6).

const t = translator(messages)
const tc = translator(commonMessages)
const asha = { id: 'u1', name: 'asha rao', email: 'asha@example.in', image: null, emailVerified: true }
const signedIn = (user: object | null) => ({
  body: user ? { user, session: { id: 's1', expiresAt: '' } } : null,
})

describe('AccountMenu', () => {
  it('offers Sign In to a visitor', async () => {
    const server = new FakeServer().on('GET', '/api/auth/get-session', signedIn(null))
    renderApp(<AccountMenu />, { server })
    expect(await screen.findByRole('link', { name: tc('common.signIn') })).toHaveAttribute('href', '/auth')
  })

  it("shows a signed-in user's initial; the menu names them, offers Store admin to an admin, and signs out", async () => {
    const server = new FakeServer()
      .on('GET', '/api/auth/get-session', signedIn(asha))
      .on('GET', '/api/me', { body: { user: asha, isAdmin: true } })
      .on('POST', '/api/auth/sign-out', { body: { success: true } })
    const { location } = renderApp(<AccountMenu />, { server, url: '/profile' })
    const user = userEvent.setup()
    const avatar = await screen.findByRole('button', { name: tc('common.accountMenu') })
    expect(avatar).toHaveTextContent('A')
    await user.click(avatar)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('asha rao')
    expect(menu).toHaveTextContent('asha@example.in')
    expect(await within(menu).findByRole('menuitem', { name: tc('common.storeAdmin') })).toBeVisible()
    await user.click(within(menu).getByRole('menuitem', { name: tc('common.signOut') }))
    await waitFor(() => expect(location()).toBe('/'))
    expect(server.sent('POST', '/api/auth/sign-out')).toHaveLength(1)
    expect(await screen.findByText(t('auth.signedOut'))).toBeVisible()
  })

  it('a shopper sees no Store admin; an account without a name is called User; Profile opens the profile', async () => {
    const server = new FakeServer()
      .on('GET', '/api/auth/get-session', signedIn({ ...asha, name: '', image: '/avatars/a.webp' }))
      .on('GET', '/api/me', { body: { user: asha, isAdmin: false } })
    const { location } = renderApp(<AccountMenu />, { server })
    const user = userEvent.setup()
    const avatar = await screen.findByRole('button', { name: tc('common.accountMenu') })
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/avatars/a.webp')
    await user.click(avatar)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent(tc('common.user'))
    await waitFor(() => expect(server.sent('GET', '/api/me')).toHaveLength(1))
    expect(within(menu).queryByRole('menuitem', { name: tc('common.storeAdmin') })).toBeNull()
    await user.click(within(menu).getByRole('menuitem', { name: tc('common.profile') }))
    expect(location()).toBe('/profile')
  })
})

describe('ChangePasswordDialogContent', () => {
  function setup() {
    const onDone = vi.fn()
    const view = renderApp(
      <DialogRoot open>
        <ChangePasswordDialogContent onDone={onDone} />
      </DialogRoot>,
    )
    return { ...view, onDone, user: userEvent.setup() }
  }
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    again: string,
  ) => {
    await user.type(screen.getByLabelText(t('auth.currentPassword')), current)
    await user.type(screen.getByLabelText(t('auth.newPassword')), next)
    await user.type(screen.getByLabelText(t('auth.confirmNewPassword')), again)
    await user.click(screen.getByRole('button', { name: t('auth.changePasswordButton') }))
  }

  it('checks the new password twice before sending, then changes it and says the other devices were signed out', async () => {
    const { server, user, onDone } = setup()
    await fill(user, 'Old-pass1', 'New-pass1', 'New-pass2')
    expect(await screen.findByText('Passwords do not match')).toBeVisible()
    expect(server.sent('POST', '/api/auth/change-password')).toHaveLength(0)

    server.on('POST', '/api/auth/change-password', { body: { token: null } })
    await user.clear(screen.getByLabelText(t('auth.confirmNewPassword')))
    await user.type(screen.getByLabelText(t('auth.confirmNewPassword')), 'New-pass1')
    await user.click(screen.getByRole('button', { name: t('auth.changePasswordButton') }))
    expect(await screen.findByText(t('auth.passwordChangedElsewhere'))).toBeVisible()
    expect(server.sent('POST', '/api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1',
    })
    expect(onDone).toHaveBeenCalled()
  })

  it('a wrong current password is said in the form', async () => {
    const { server, user, onDone } = setup()
    server.on('POST', '/api/auth/change-password', apiError(400, 'INVALID_PASSWORD', 'Invalid password'))
    await fill(user, 'Wrong-pass1', 'New-pass1', 'New-pass1')
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.currentPasswordIncorrect'))
    expect(onDone).not.toHaveBeenCalled()
  })
})

describe('DeleteAccountDialogContent', () => {
  /** The dialog open on Settings, with the server's answer to the delete. */
  function openDelete(answer: Parameters<FakeServer['on']>[2]) {
    const server = new FakeServer().on('DELETE', '/api/account', answer)
    const view = renderApp(
      <DialogRoot open>
        <DeleteAccountDialogContent />
      </DialogRoot>,
      { server, url: '/settings' },
    )
    return { ...view, server, user: userEvent.setup() }
  }

  it('deletes only once DELETE is typed, then leaves for the home page', async () => {
    const { server, location, user } = openDelete({ body: { ok: true } })
    const button = screen.getByRole('button', { name: t('auth.deleteAccount') })
    await user.type(screen.getByLabelText(t('auth.typeDelete')), 'delete')
    expect(button).toBeDisabled()
    await user.clear(screen.getByLabelText(t('auth.typeDelete')))
    await user.type(screen.getByLabelText(t('auth.typeDelete')), ' DELETE ')
    expect(button).toBeEnabled()
    await user.click(button)
    expect(await screen.findByText(t('auth.accountDeleted'))).toBeVisible()
    // The router's new location reaches the probe on its next render, which may follow the toast.
    await waitFor(() => expect(location()).toBe('/'))
    expect(server.sent('DELETE', '/api/account')[0]!.body).toEqual({ confirm: 'DELETE' })
  })

  it('says so when the delete fails, and stays', async () => {
    quietConsoleErrors()
    const { location, user } = openDelete(apiError(500, 'INTERNAL', 'boom'))
    await user.type(screen.getByLabelText(t('auth.typeDelete')), 'DELETE')
    await user.click(screen.getByRole('button', { name: t('auth.deleteAccount') }))
    expect(await screen.findByText(t('auth.deleteAccountFailed'))).toBeVisible()
    expect(location()).toBe('/settings')
  })
})
