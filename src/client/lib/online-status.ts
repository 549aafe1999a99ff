import { useSyncExternalStore } from 'react'

// The browser's own word on whether it is online (navigator.onLine and its events). It can say
// "online" on a network that reaches nothing; requests then fail as usual (ApiError.network).

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
