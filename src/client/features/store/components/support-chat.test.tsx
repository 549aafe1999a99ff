// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '#client/lib/i18n.ts'
import { FakeServer, renderApp } from '#client/test/app-harness.tsx'
import { CHAT_BOT_REPLY_DELAY_MS } from '#shared/constants.ts'
import commonMessages from '#shared/i18n/en/common.json'
import messages from '#shared/i18n/en/support.json'
import { setSupportChatOpen } from '../support-chat-state.ts'
import { OrderViaChatCard } from './order-via-chat-card.tsx'
import { SupportChat } from './support-chat.tsx'

// The support chat (issue 16 item 6; spec section 2 and 5): opens from the header button, sends a
// typed message (never a blank one), the bot answers after its delay (fake clock), the quick
// topics and the home card open WhatsApp with the right text, Escape closes, the talk is kept.

const t = translator(messages)
const tc = translator(commonMessages)
const store = { body: { name: 'FreshCart', whatsappNumber: '919830012345' } }

afterEach(() => {
  act(() => setSupportChatOpen(false))
  vi.useRealTimers()
})

function setup() {
  const server = new FakeServer().on('GET', '/api/store', store)
  const opened = vi.spyOn(window, 'open').mockImplementation(() => null)
  renderApp(<SupportChat />, { server })
  return { opened }
}

describe('SupportChat', () => {
  it('opens with the greeting, sends a message, and the bot answers after its delay', async () => {
    setup()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: tc('common.openSupportChat') }))
    const panel = await screen.findByRole('dialog', { name: t('support.title', { storeName: 'FreshCart' }) })
    expect(within(panel).getByText(t('support.greeting'))).toBeVisible()
    const input = within(panel).getByLabelText(t('support.message'))
    await waitFor(() => expect(input).toHaveFocus())

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A blank message is not sent. (A text field's onChange answers input events, as typing makes.)
    fireEvent.input(input, { target: { value: '   ' } })
    fireEvent.submit(input.closest('form')!)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1)
    fireEvent.input(input, { target: { value: 'Where is my order?' } })
    fireEvent.submit(input.closest('form')!)
    const list = within(panel).getAllByRole('list')[0]!
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      `${t('support.you')}Where is my order?`,
    )
    expect(input).toHaveValue('')
    act(() => vi.advanceTimersByTime(CHAT_BOT_REPLY_DELAY_MS - 1))
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(t('support.botReply'))
  })

  it('a quick topic opens WhatsApp with it; Escape closes and the talk is kept for the next open', async () => {
    const { opened } = setup()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: tc('common.openSupportChat') }))
    const panel = await screen.findByRole('dialog')
    const topic = within(panel).getByRole('button', { name: t('support.topicDelivery') })
    await waitFor(() => expect(topic).toBeEnabled())
    await user.click(topic)
    const link = new URL(opened.mock.calls[0]![0] as string)
    expect(link.origin + link.pathname).toBe('https://wa.me/919830012345')
    expect(link.searchParams.get('text')).toBe(
      t('support.needHelpWith', { topic: t('support.topicDelivery') }),
    )

    await user.type(within(panel).getByLabelText(t('support.message')), 'Hello{Enter}')
    await user.keyboard('{Escape}')
    expect(panel).not.toBeVisible()
    expect(screen.getByRole('button', { name: tc('common.openSupportChat') })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await user.click(screen.getByRole('button', { name: tc('common.openSupportChat') }))
    expect(within(screen.getByRole('dialog')).getByText('Hello')).toBeVisible()
  })
})

describe('OrderViaChatCard', () => {
  it("opens WhatsApp with the order text once the store's number is known", async () => {
    const server = new FakeServer().on('GET', '/api/store', store)
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderApp(<OrderViaChatCard />, { server })
    const user = userEvent.setup()
    const button = screen.getByRole('button', { name: tc('common.orderNow') })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(new URL(opened.mock.calls[0]![0] as string).searchParams.get('text')).toBe(
      tc('common.orderChatText'),
    )
  })
})
