import { useSyncExternalStore } from 'react'

// The one toast helper. sonner (~9 KB gzipped) downloads with the first toast, not with the
// home page: notify() asks for the Toaster, waits until it is mounted, then shows the toast.
// The Toaster (app/toaster.tsx) shows one toast at a time for 5 s (spec section 9).

type ToastOptions = {
  description?: string
  /** A button in the toast, e.g. "Update available – Reload". */
  action?: { label: string; onClick: () => void }
  /** Milliseconds; Infinity keeps the toast until its action or close button is used. */
  duration?: number
}
type Kind = 'success' | 'error' | 'info'

let wanted = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Called by the Toaster once it listens for toasts. */
export function toasterMounted() {
  markMounted()
}

/** True once any toast has been asked for: the app then renders the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
}

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => toast[kind](message, options))
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
}

/** What a dialog's or sheet's panel carries (components/ui/dialog.tsx, sheet.tsx). */
export const MODAL_PANEL = 'data-modal-panel'

/**
 * The props of a dialog's or sheet's panel, with its own onInteractOutside: the mark by which,
 * while it is open, toasts come from the top (app/toaster.tsx), and a press on a toast taken for
 * the toast's own (its close button, a swipe), not for a press outside that closes the dialog and
 * the form in it. Toasts answer presses while a dialog is open (styles.css).
 */
export function modalPanelProps<E extends { target: EventTarget | null; preventDefault(): void }>(
  onInteractOutside?: (event: E) => void,
) {
  return {
    [MODAL_PANEL]: '',
    onInteractOutside(event: E) {
      if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
        event.preventDefault()
      onInteractOutside?.(event)
    },
  }
}
