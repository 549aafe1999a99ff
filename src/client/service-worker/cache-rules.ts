// What the service worker keeps (ADR 031), shared by sw.ts and the page (which empties the
// personal answers on sign-out). Plain data and functions: this file runs in both.

/** API answers kept for offline use: one cache, emptied when the shopper signs out. */
export const API_CACHE = 'freshcart-api'
export const IMAGE_CACHE = 'freshcart-images'
export const ASSET_CACHE = 'freshcart-assets'

/** The precached page every navigation falls back to offline. */
export const APP_SHELL = '/index.html'

/**
 * A GET under /api whose last answer may be shown offline: every shop answer, but not the
 * admin area (staff work online), the realtime socket, the data export, the health probe or
 * better-auth's endpoints other than the session (the app must know who is signed in).
 */
export function isOfflineReadable(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false
  if (pathname === '/api/auth/get-session') return true
  return !/^\/api\/(admin|auth|realtime|health|account\/export)(\/|$)/.test(pathname)
}

/** Product and category pictures and avatars: shown offline when seen before. */
export function isImage(pathname: string): boolean {
  return pathname.startsWith('/images/') || pathname.startsWith('/uploads/')
}

/** Messages the page sends to the worker. */
export const SKIP_WAITING = 'SKIP_WAITING'
