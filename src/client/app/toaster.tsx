import { useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { Toaster } from 'sonner'
import { useTheme } from '#client/lib/theme.ts'
import { MODAL_PANEL, toasterMounted } from '#client/lib/toast.ts'
import { TOAST_DURATION_MS } from '#shared/constants.ts'

/** A dialog or sheet open (components/ui/dialog.tsx and sheet.tsx mark their panels). */
const OPEN_PANEL = `[${MODAL_PANEL}][data-state="open"]`

function subscribeToPanels(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  })
  return () => observer.disconnect()
}

const panelOpen = () => document.querySelector(OPEN_PANEL) !== null

/** Loaded with the first toast (see lib/toast.ts). */
export function AppToaster() {
  const theme = useTheme()
  // While a dialog or sheet is open, toasts come down from the top of the screen, over the dimmed
  // page: at the bottom they lay over what in it does not scroll (a bottom sheet's footer, a
  // form's last field, the filter sheet's ratings), and a finger resting on a toast keeps it open.
  const overPanel = useSyncExternalStore(subscribeToPanels, panelOpen, () => false)
  // sonner's Toaster subscribes in its own effect, which runs before this parent's effect.
  useEffect(() => toasterMounted(), [])
  const offset = { top: 'calc(0.25rem + env(safe-area-inset-top))', bottom: 'var(--toast-bottom)' }
  // In <body> itself, not inside the app: a dialog hides everything outside it from screen readers
  // (aria-hidden on its siblings) but for live regions, so the toasts (a live region) are read out
  // while a dialog is open; inside the app's hidden tree they were not, nor could they be pressed.
  return createPortal(
    // Spec section 9: at most one toast at a time, each closing after 5 seconds. On a page, toasts
    // sit just above the bottom navigation and a page's action bar (--toast-bottom in styles.css):
    // at the top they covered the header's bell, cart and account menu on phones.
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={overPanel ? 'top-center' : 'bottom-center'}
      theme={theme}
      richColors
      closeButton
      offset={offset}
      mobileOffset={offset}
    />,
    document.body,
  )
}
