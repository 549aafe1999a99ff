import { useSyncExternalStore } from 'react'
import { writeStored } from './storage.ts'

// Light or dark, saved locally (spec section 4). app/theme-init.js applies the saved choice
// before the first paint, so this module only reads and changes it afterwards.
export type Theme = 'light' | 'dark'

/** Also read by app/theme-init.js: keep both in step. */
export const THEME_STORAGE_KEY = 'freshcart:theme'
const THEME_COLORS: Record<Theme, string> = { light: '#16a34a', dark: '#0f1f17' }
const listeners = new Set<() => void>()

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme])
  writeStored(THEME_STORAGE_KEY, theme)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light')
}
