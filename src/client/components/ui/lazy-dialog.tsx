import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react'
import type { EagerConfirmDialog } from './alert-dialog.tsx'

// Radix Dialog and AlertDialog with what they bring (focus scope, scroll lock, dismissable layer,
// aria-hidden: ~12 KB after Brotli) download with a dialog's first opening, not with the page
// (issue 13 item 6, ADR 045). Closed, a Radix dialog draws nothing, so a page draws the same
// before and after: nothing to hydrate differently and no layout shift. Once opened the dialog
// stays mounted (its closing animation, the next opening at once). A page the service worker keeps
// for offline use keeps these chunks too (vite.config.ts follows lazy imports).

const DialogRoot = lazy(() => import('./dialog.tsx').then((m) => ({ default: m.DialogRoot })))
const RadixConfirmDialog = lazy(() =>
  import('./alert-dialog.tsx').then((m) => ({ default: m.EagerConfirmDialog })),
)

/** True from the first render with `open` on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }

/** A controlled Radix Dialog root; its content (ui/dialog.tsx's DialogContent) is the children. */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  if (!useOpenedOnce(open)) return null
  return (
    <Suspense fallback={null}>
      <DialogRoot open={open} onOpenChange={onOpenChange}>
        {children}
      </DialogRoot>
    </Suspense>
  )
}

/** A yes/no question (ui/alert-dialog.tsx) whose code downloads when it is first asked. */
export function ConfirmDialog(props: ComponentProps<typeof EagerConfirmDialog>) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <RadixConfirmDialog {...props} />
    </Suspense>
  )
}
