import { MessageCircleIcon, XIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { setSupportChatOpen, useSupportChatOpen } from '../support-chat-state.ts'

// The panel loads on first open; the button is all every page pays for up front.
const loadPanel = () => import('./support-chat-panel.tsx')
const SupportChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.SupportChatPanel })))

/**
 * The support chat (spec section 2, Support chat widget). Its button sits in the header rather
 * than floating over the page, where it covered Add buttons, hearts, the cart's fee and toasts
 * (issue 12 item 3). The panel floats at the bottom right, above the bottom navigation, while
 * open; it is portalled to <body>, so that nothing the header may draw with (a filter, a
 * transform, a backdrop blur as it once had) becomes the panel's containing block. On a phone
 * on its side it takes the screen's height over the slimmer bottom navigation (ADR 074): at
 * 10rem less than the screen its title and Close were scrolled out of a 200 px panel.
 */
export function SupportChat() {
  const t = useT(messages)
  const open = useSupportChatOpen()
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      {loaded || open
        ? createPortal(
            <div className="fixed right-4 bottom-[calc(var(--bottom-nav-height)+0.75rem+env(safe-area-inset-bottom))] z-40 sm:right-6 lg:bottom-6">
              <Suspense fallback={null}>
                <SupportChatPanel open={open} onClose={() => setSupportChatOpen(false)} />
              </Suspense>
            </div>,
            document.body,
          )
        : null}
      <button
        type="button"
        aria-label={open ? t('common.closeSupportChat') : t('common.openSupportChat')}
        aria-expanded={open}
        aria-controls={loaded || open ? 'support-chat-panel' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true)
          setSupportChatOpen(!open)
        }}
        className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground transition hover:brightness-110 md:size-10 md:rounded-full"
      >
        {open ? (
          <XIcon aria-hidden="true" className="size-5" />
        ) : (
          <MessageCircleIcon aria-hidden="true" className="size-5" />
        )}
      </button>
    </>
  )
}
