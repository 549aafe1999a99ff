// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '#client/app/query-client.ts'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, receiveRealtimeEvent, renderApp } from '#client/test/app-harness.tsx'
import { notificationFixture, notificationListFixture } from '#client/test/notification-fixtures.ts'
import common from '#shared/i18n/en/common.json'
import type { Notification } from '#shared/schemas/notifications.ts'
import { LazyNotificationBell } from './lazy-notification-bell.tsx'
// The popover loads on the first open; loaded up front so each test's time is its own.
import './notification-popover.tsx'

// The header's bell as the layout renders it: the list and its live updates in the shell, the
// bell's drawing in a chunk that may come late (ADR 058). Here that chunk waits for the test's
// word (the first test opens it; the others find it loaded).
const bellChunk = vi.hoisted(() => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
})
vi.mock('./notification-bell.tsx', async (importOriginal) => {
  await bellChunk.opened
  return importOriginal()
})

const tc = translator(common)

const note = notificationFixture

const list = (items: Notification[]) => ({ body: notificationListFixture(items) })
const live = (n: Notification) =>
  receiveRealtimeEvent({ topic: 'user:u1', type: 'notification.created', payload: n })

async function openPanel(user: ReturnType<typeof userEvent.setup>, unread: number) {
  await user.click(
    await screen.findByRole('button', { name: tc('common.notificationsUnread', { count: unread }) }),
  )
  return screen.findByRole('dialog')
}

describe('LazyNotificationBell', () => {
  it('counts, lists and toasts a notice that comes live before the bell’s code has arrived', async () => {
    const user = userEvent.setup()
    // The first answer is the one the page's HTML preloaded (ADR 038) when the page loaded, before
    // the notice was written: the browser gives it to the first request for the list, whenever
    // that is sent. Asked for later, the store answers with the notice.
    const server = new FakeServer()
      .on('GET', '/api/notifications', list([note(2), note(1)]))
      .once('GET', '/api/notifications', list([note(1)]))
    renderApp(<LazyNotificationBell />, { server })
    try {
      await vi.waitFor(() => expect(server.sent('GET', '/api/notifications')).toHaveLength(1))
      live(note(2))
      expect(await screen.findByText(note(2).title)).toBeInTheDocument()
    } finally {
      bellChunk.open()
    }
    const panel = await openPanel(user, 2)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
  })

  it('asks again when the header mounts over answers the page already holds', async () => {
    const user = userEvent.setup()
    // A server-drawn page's answers were read before it was sent: one notice; the store has two.
    const queryClient = createQueryClient()
    queryClient.setQueryData(['notifications'], { items: [note(1)], unreadCount: 1 })
    const server = new FakeServer().on('GET', '/api/notifications', list([note(2), note(1)]))
    renderApp(<LazyNotificationBell />, { server, queryClient })
    const panel = await openPanel(user, 2)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
  })

  it('asks again when a notice comes live while the first list is on its way', async () => {
    const user = userEvent.setup()
    // The first list was asked for before the notice was written: it answers without it.
    const server = new FakeServer().on('GET', '/api/notifications', list([note(2), note(1)]))
    const first = server.hold('GET', '/api/notifications')
    renderApp(<LazyNotificationBell />, { server })
    await first.received
    live(note(2))
    first.reply(list([note(1)]))
    const panel = await openPanel(user, 2)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
    expect(server.sent('GET', '/api/notifications')).toHaveLength(2)
  })
})
