import { ErrorCode } from '#shared/errors.ts'
import type { AuthText } from '#shared/schemas/auth.ts'

/**
 * Where /auth sends a user after signing in: the page that sent them there, given as
 * `?redirect=/profile` (RequireAuth) or as router state `{ from }` (the cart's sign-in notice).
 * Only same-site paths are followed, so a crafted link cannot bounce a fresh session elsewhere.
 */
export function redirectTarget(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get('redirect')
  const fromState =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null
  return safePath(fromQuery) ?? safePath(fromState)
}

export function safePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null
  // '//evil.example' and '/\evil.example' are other sites to a browser.
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null
  // Back to the sign-in page itself would loop.
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null
  return value
}

/**
 * Where the mailed verification link lands: back here, so a good link (which signs the user
 * in) moves on to the page that sent them, and a bad one can be explained on this page.
 */
export function verificationCallback(target: string | null): string {
  return target ? `/auth?redirect=${encodeURIComponent(target)}` : '/auth'
}

/** better-auth adds `error=TOKEN_EXPIRED` or `error=INVALID_TOKEN` when a link does not work. */
export function verificationError(search: string): AuthText | null {
  const code = new URLSearchParams(search).get('error')
  if (!code) return null
  return code === ErrorCode.TokenExpired ? 'auth.verificationExpired' : 'auth.verificationInvalid'
}
