import { MessageCircleIcon, XIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { cn } from '#client/lib/cn.ts'

// The panel loads on first open; the round button is all every page pays for up front.
const loadPanel = () => import('./support-chat-panel.tsx')
const SupportChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.SupportChatPanel })))

/** The floating support chat on every screen (spec section 2, Support chat widget). */
export function SupportChat({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={cn('fixed right-4 z-40 flex flex-col items-end gap-3 sm:right-6', className)}>
      {loaded ? (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        aria-label={open ? 'Close support chat' : 'Open support chat'}
        aria-expanded={open}
        aria-controls={loaded ? 'support-chat-panel' : undefined}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setLoaded(true)
          setOpen((o) => !o)
        }}
        className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition hover:scale-105 active:scale-95"
      >
        {open ? (
          <XIcon aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircleIcon aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  )
}
