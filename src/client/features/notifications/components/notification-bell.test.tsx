// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { apiError, FakeServer, quietConsoleErrors, renderApp } from '#client/test/app-harness.tsx'
import { notificationFixture, notificationListFixture } from '#client/test/notification-fixtures.ts'
import common from '#shared/i18n/en/common.json'
import messages from '#shared/i18n/en/notifications.json'
import type { Notification } from '#shared/schemas/notifications.ts'
import { NotificationBell } from './notification-bell.tsx'
// The bell loads its popover lazily; loaded up front so each test's time is its own.
import './notification-popover.tsx'

const t = translator(messages)
const tc = translator(common)

const note = notificationFixture

function withNotifications(items: Notification[]) {
  return new FakeServer().on('GET', '/api/notifications', { body: notificationListFixture(items) })
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, unread: number) {
  const name = unread ? tc('common.notificationsUnread', { count: unread }) : tc('common.notifications')
  await user.click(await screen.findByRole('button', { name }))
  return screen.findByRole('dialog')
}

describe('NotificationBell', () => {
  it('counts the unread on the bell and lists the newest in the panel', async () => {
    const user = userEvent.setup()
    renderApp(<NotificationBell />, { server: withNotifications([note(1), note(2, { isRead: true })]) })
    const panel = await openPanel(user, 1)
    expect(within(panel).getByRole('heading', { name: t('notifications.title') })).toBeInTheDocument()
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
    expect(within(panel).getAllByText(t('notifications.unread'))).toHaveLength(1)
  })

  it('opening an unread one marks it read at once, follows its link and closes the panel', async () => {
    const user = userEvent.setup()
    const server = withNotifications([note(1), note(2)])
    const read = server.hold('POST', '/api/notifications/:id/read')
    const view = renderApp(<NotificationBell />, { server })
    const panel = await openPanel(user, 2)
    await user.click(within(panel).getByRole('button', { name: /Order FC-1 confirmed/ }))
    expect((await read.received).params.id).toBe(note(1).id)
    expect(view.location()).toBe('/order/1')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      screen.getByRole('button', { name: tc('common.notificationsUnread', { count: 1 }) }),
    ).toBeInTheDocument()
    read.reply({ body: { ...note(1), isRead: true } })
  })

  it('marks all read, then says so; the button rests while nothing is unread', async () => {
    const user = userEvent.setup()
    const server = withNotifications([note(1), note(2)])
    server.on('POST', '/api/notifications/read-all', () => {
      server.on('GET', '/api/notifications', {
        body: { items: [note(1, { isRead: true }), note(2, { isRead: true })], unreadCount: 0 },
      })
      return { body: { updated: 2 } }
    })
    renderApp(<NotificationBell />, { server })
    const panel = await openPanel(user, 2)
    await user.click(within(panel).getByRole('button', { name: t('notifications.markAllRead') }))
    expect(await screen.findByText(t('notifications.allRead'))).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: t('notifications.markAllRead') })).toBeDisabled()
    expect(within(panel).queryByText(t('notifications.unread'))).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: tc('common.notifications') })).toBeInTheDocument()
  })

  it('puts the unread back and says so when marking all fails', async () => {
    quietConsoleErrors()
    const user = userEvent.setup()
    const server = withNotifications([note(1)]).on(
      'POST',
      '/api/notifications/read-all',
      apiError(500, 'INTERNAL', 'boom'),
    )
    renderApp(<NotificationBell />, { server })
    const panel = await openPanel(user, 1)
    // The list is read again afterwards; held, so what shows meanwhile is the rollback's doing.
    const reread = server.hold('GET', '/api/notifications')
    await user.click(within(panel).getByRole('button', { name: t('notifications.markAllRead') }))
    expect(await screen.findByText(t('notifications.markAllFailed'))).toBeInTheDocument()
    expect(within(panel).getByText(t('notifications.unread'))).toBeInTheDocument()
    await reread.received
    reread.reply({ body: { items: [note(1)], unreadCount: 1 } })
  })

  it('says when there is nothing yet', async () => {
    const user = userEvent.setup()
    renderApp(<NotificationBell />, { server: withNotifications([]) })
    const panel = await openPanel(user, 0)
    expect(within(panel).getByText(t('notifications.none'))).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: t('notifications.markAllRead') })).toBeDisabled()
  })
})
