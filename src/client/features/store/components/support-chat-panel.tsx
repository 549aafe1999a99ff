import { HeadsetIcon, SendHorizontalIcon, XIcon } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { CHAT_BOT_REPLY_DELAY_MS } from '#shared/constants.ts'
import { FALLBACK_STORE_NAME, useStoreInfo } from '../api/get-store-info.ts'
import { useWhatsapp } from '../hooks/use-whatsapp.ts'

// Spec section 3: a chat message is { id, text, sender, timestamp }; id is the list length plus one.
type ChatMessage = { id: number; text: string; sender: 'user' | 'bot'; timestamp: Date }

const GREETING = 'Hi! Welcome to the store! How can I help you today?'
const BOT_REPLY = 'Thanks for your message! For detailed assistance, please connect with us on WhatsApp.'
const QUICK_TOPICS = ['Check Order Status', 'Browse Categories', 'Delivery Info', 'Contact Support'] as const

/** Kept mounted after the first open (hidden when closed) so the conversation survives closing. */
export function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const storeName = useStoreInfo().data?.name ?? FALLBACK_STORE_NAME
  const whatsapp = useWhatsapp()
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 1, text: GREETING, sender: 'bot', timestamp: new Date() },
  ])
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const timers = useRef<number[]>([])

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer)
    },
    [],
  )
  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])
  useEffect(() => {
    const list = listRef.current
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight
  }, [messages])

  const addMessage = (text: string, sender: ChatMessage['sender']) =>
    setMessages((list) => [...list, { id: list.length + 1, text, sender, timestamp: new Date() }])

  const send = (event: FormEvent) => {
    event.preventDefault()
    const text = draft.trim()
    // Spec section 5: an empty or whitespace-only message is not sent.
    if (!text) return
    addMessage(text, 'user')
    setDraft('')
    timers.current.push(window.setTimeout(() => addMessage(BOT_REPLY, 'bot'), CHAT_BOT_REPLY_DELAY_MS))
  }

  return (
    <section
      id="support-chat-panel"
      role="dialog"
      aria-label={`${storeName} Support`}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      className="flex h-[min(32rem,calc(100dvh-10rem))] w-[min(23rem,calc(100vw-2rem))] animate-zoom-in flex-col overflow-hidden rounded-3xl border bg-card text-card-foreground shadow-2xl [&[hidden]]:hidden"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/20">
          <HeadsetIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{storeName} Support</h2>
          <p className="flex items-center gap-1.5 text-xs opacity-90">
            <span aria-hidden="true" className="size-2 rounded-full bg-lime-300" />
            Online now
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close support chat"
          className="rounded-full p-2 hover:bg-white/15"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
      </header>

      <ol
        ref={listRef}
        aria-live="polite"
        className="flex flex-1 flex-col gap-2.5 overflow-y-auto bg-muted/40 p-4"
      >
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
              message.sender === 'user'
                ? 'self-end rounded-br-md bg-primary text-primary-foreground'
                : 'self-start rounded-bl-md bg-card',
            )}
          >
            <span className="sr-only">{message.sender === 'user' ? 'You: ' : 'Support: '}</span>
            {message.text}
            <time className="mt-0.5 block text-right text-[10px] opacity-70">
              {formatDate(message.timestamp, 'time')}
            </time>
          </li>
        ))}
      </ol>

      <div className="border-t px-3 pt-3">
        <p className="mb-2 px-1 text-xs font-semibold text-muted-foreground">Quick help</p>
        <div className="flex flex-wrap gap-1.5">
          {QUICK_TOPICS.map((topic) => (
            <button
              key={topic}
              type="button"
              disabled={!whatsapp.ready}
              onClick={() => whatsapp.open(`Hi! I need help with: ${topic}`)}
              className="rounded-full border border-primary/40 bg-brand-soft/40 px-3 py-1.5 text-xs font-semibold text-brand-soft-foreground transition hover:bg-brand-soft disabled:opacity-50"
            >
              {topic}
            </button>
          ))}
        </div>
      </div>

      <form onSubmit={send} className="flex items-center gap-2 p-3">
        <label htmlFor="support-chat-input" className="sr-only">
          Message
        </label>
        <input
          ref={inputRef}
          id="support-chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type a message..."
          autoComplete="off"
          maxLength={500}
          className="h-11 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition hover:brightness-110"
        >
          <SendHorizontalIcon aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  )
}
