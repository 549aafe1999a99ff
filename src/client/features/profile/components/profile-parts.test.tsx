// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import messages from '#shared/i18n/en/profile.json'
import { AvatarUpload } from './avatar-upload.tsx'
import { ProfileStats } from './profile-stats.tsx'

// The profile page's stats and photo (issue 16 item 6).

const t = translator(messages)
const photo = (type = 'image/png', size = 2_000) => {
  const file = new File(['x'], 'me.png', { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('ProfileStats', () => {
  it('shows total orders, money saved and the member tier', async () => {
    const server = new FakeServer().on('GET', '/api/profile/stats', {
      body: { totalOrders: 12, totalSaved: 45_050, memberStatus: 'Silver' },
    })
    renderApp(<ProfileStats />, { server })
    const saved = (await screen.findByText('₹450.50')).closest('div')!
    expect(saved).toHaveTextContent(t('profile.totalSaved'))
    expect(screen.getByText('12').closest('div')).toHaveTextContent(t('profile.totalOrders'))
    expect(screen.getByText(t('profile.tier', { tier: 'Silver' })).closest('div')).toHaveTextContent(
      t('profile.memberStatus'),
    )
  })

  it('a failed load shows dashes, not numbers', async () => {
    const server = new FakeServer().on('GET', '/api/profile/stats', apiError(403, 'FORBIDDEN', 'no'))
    renderApp(<ProfileStats />, { server })
    await waitFor(() => expect(screen.getAllByText('–')).toHaveLength(3))
  })
})

describe('AvatarUpload', () => {
  function setup(avatarUrl: string | null = null) {
    const server = new FakeServer()
    renderApp(<AvatarUpload name="asha" avatarUrl={avatarUrl} />, { server })
    return {
      server,
      user: userEvent.setup({ applyAccept: false }),
      input: screen.getByLabelText(t('profile.photoFile')),
    }
  }

  it('shows the initial without a photo, refuses a wrong type before sending', async () => {
    const { server, user, input } = setup()
    expect(screen.getByText('A')).toBeVisible()
    await user.upload(input, photo('application/pdf'))
    expect(
      await screen.findByText('Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.'),
    ).toBeVisible()
    expect(server.requests).toHaveLength(0)
  })

  it('shows the chosen picture while it uploads, then says the photo was updated', async () => {
    const { server, user, input } = setup('/avatars/old.webp')
    const held = server.hold('POST', '/api/profile/avatar')
    await user.upload(input, photo())
    const request = await held.received
    expect((request.body as FormData).get('file')).toBeInstanceOf(File)
    expect(screen.getByText(t('profile.uploadingPhoto'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('profile.changePhoto') })).toBeDisabled()
    const shown = screen
      .getByRole('button', { name: t('profile.changePhoto') })
      .parentElement!.querySelector('img')!
    expect(shown.getAttribute('src')).not.toBe('/avatars/old.webp')
    held.reply({ body: { avatarUrl: '/avatars/new.webp' } })
    expect(await screen.findByText(t('profile.photoUpdated'))).toBeVisible()
    expect(screen.queryByText(t('profile.uploadingPhoto'))).toBeNull()
  })

  it("says the server's refusal, or a general failure for a 5xx", async () => {
    quietConsoleErrors()
    const { server, user, input } = setup()
    server.once(
      'POST',
      '/api/profile/avatar',
      apiError(400, 'VALIDATION_ERROR', 'That file is not a picture'),
    )
    await user.upload(input, photo())
    expect(await screen.findByText('That file is not a picture')).toBeVisible()
    server.once('POST', '/api/profile/avatar', apiError(500, 'INTERNAL', 'boom'))
    await user.upload(input, photo())
    expect(await screen.findByText(t('profile.uploadFailed'))).toBeVisible()
    expect(within(document.body).queryByText('boom')).toBeNull()
  })
})
