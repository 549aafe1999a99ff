import { useSyncExternalStore } from 'react'

// Whether the support chat panel is open: the header's chat button and other ways in (Settings'
// Contact Support, issue 9 item 12) open the one panel.

let open = false
const listeners = new Set<() => void>()

export function setSupportChatOpen(next: boolean) {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSupportChatOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
