import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; follows changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Tailwind's lg breakpoint (64rem): top navigation, filter sidebar, in-page action bars. */
export const WIDE_SCREEN = '(min-width: 64rem)'
