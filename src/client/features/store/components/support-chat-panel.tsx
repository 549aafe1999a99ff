import { HeadsetIcon, SendHorizontalIcon, XIcon } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { formatDate } from '#client/lib/format-date.ts'
import { useT } from '#client/lib/i18n.ts'
import { CHAT_BOT_REPLY_DELAY_MS } from '#shared/constants.ts'
import texts from '#shared/i18n/en/support.json'
import { FALLBACK_STORE_NAME, useStoreInfo } from '../api/get-store-info.ts'
import { useWhatsapp } from '../hooks/use-whatsapp.ts'

// Spec section 3: a chat message is { id, text, sender, timestamp }; id is the list length plus one.
// The bot's text is its catalogue id, so its words follow a language chosen mid-conversation.
type SupportText = keyof typeof texts
type ChatMessage =
  | { id: number; text: string; sender: 'user'; timestamp: Date }
  | { id: number; text: SupportText; sender: 'bot'; timestamp: Date }

const GREETING: SupportText = 'support.greeting'
const BOT_REPLY: SupportText = 'support.botReply'
const QUICK_TOPICS = [
  'support.topicOrderStatus',
  'support.topicCategories',
  'support.topicDelivery',
  'support.topicContact',
] as const

/** Kept mounted after the first open (hidden when closed) so the conversation survives closing. */
export function SupportChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(texts)
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

  const addMessage = (message: Pick<ChatMessage, 'text' | 'sender'>) =>
    setMessages((list) => [
      ...list,
      { ...message, id: list.length + 1, timestamp: new Date() } as ChatMessage,
    ])

  const send = (event: FormEvent) => {
    event.preventDefault()
    const text = draft.trim()
    // Spec section 5: an empty or whitespace-only message is not sent.
    if (!text) return
    addMessage({ text, sender: 'user' })
    setDraft('')
    timers.current.push(
      window.setTimeout(() => addMessage({ text: BOT_REPLY, sender: 'bot' }), CHAT_BOT_REPLY_DELAY_MS),
    )
  }

  return (
    <section
      id="support-chat-panel"
      role="dialog"
      aria-label={t('support.title', { storeName })}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      className="flex h-[min(32rem,calc(100dvh-10rem))] w-[min(23rem,calc(100vw-2rem))] short:h-[calc(100dvh-var(--bottom-nav-height)-1.75rem-env(safe-area-inset-bottom))] lg:short:h-[calc(100dvh-2.5rem)] short:w-[min(32rem,calc(100vw-2rem))] animate-zoom-in flex-col overflow-hidden rounded-3xl border bg-card text-card-foreground shadow-2xl [&[hidden]]:hidden"
    >
      <header className="flex shrink-0 items-center gap-3 bg-primary px-4 py-3 text-primary-foreground short:py-1.5">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/20 short:size-8">
          <HeadsetIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{t('support.title', { storeName })}</h2>
          <p className="flex items-center gap-1.5 text-xs opacity-90">
            <span aria-hidden="true" className="size-2 rounded-full bg-lime-300" />
            {t('support.onlineNow')}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('support.close')}
          className="rounded-full p-2 hover:bg-white/15"
        >
          <XIcon aria-hidden="true" className="size-5" />
        </button>
      </header>

      <ol
        ref={listRef}
        aria-live="polite"
        className="flex min-h-0 flex-1 flex-col gap-2.5 overflow-y-auto bg-muted/40 p-4"
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
            <span className="sr-only">
              {t(message.sender === 'user' ? 'support.you' : 'support.support')}
            </span>
            {message.sender === 'user' ? message.text : t(message.text)}
            <time className="mt-0.5 block text-right text-[10px] opacity-70">
              {formatDate(message.timestamp, 'time')}
            </time>
          </li>
        ))}
      </ol>

      {/* On a phone on its side the topics are one row that scrolls sideways and their heading is
          for screen readers only: wrapped under a heading they left the conversation about 45 px
          of a 360 px screen, less than its welcome (ADR 074). */}
      <div className="shrink-0 border-t px-3 pt-3 short:pt-2">
        <p className="mb-2 px-1 text-xs font-semibold text-muted-foreground short:sr-only">
          {t('support.quickHelp')}
        </p>
        <div className="flex flex-wrap gap-1.5 short:flex-nowrap short:overflow-x-auto">
          {QUICK_TOPICS.map((topic) => (
            <button
              key={topic}
              type="button"
              disabled={!whatsapp.ready}
              onClick={() => whatsapp.open(t('support.needHelpWith', { topic: t(topic) }))}
              className="shrink-0 whitespace-nowrap rounded-full border border-primary/40 bg-brand-soft/40 px-3 py-1.5 text-xs font-semibold text-brand-soft-foreground transition hover:bg-brand-soft disabled:opacity-50"
            >
              {t(topic)}
            </button>
          ))}
        </div>
      </div>

      <form onSubmit={send} className="flex shrink-0 items-center gap-2 p-3 short:py-2">
        <label htmlFor="support-chat-input" className="sr-only">
          {t('support.message')}
        </label>
        <input
          ref={inputRef}
          id="support-chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('support.typeMessage')}
          autoComplete="off"
          maxLength={500}
          className="h-11 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-sm"
        />
        <button
          type="submit"
          aria-label={t('support.send')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition hover:brightness-110"
        >
          <SendHorizontalIcon aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  )
}
