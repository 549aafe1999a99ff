import { ErrorCode } from './errors.ts'
import messages from './i18n/en/auth.json'

// The sign-in and sign-up forms' limits and texts, without zod: the /auth page shows them before
// anything is checked, and zod (~35 KB after Brotli) arrives with the first check instead
// (client lib/lazy-resolver.ts, issue 13 item 6). schemas/auth.ts builds its schemas on these.

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 255

/** A text of the auth catalogue (src/shared/i18n/<locale>/auth.json), by its id. */
export type AuthText = keyof typeof messages
/** Finds a text in the shown language: the client's `useT(messages)`; English by default. */
export type AuthTranslate = (id: AuthText) => string
const inEnglish: AuthTranslate = (id) => messages[id]

/** The sign-up tab's note under the password field. */
export const PASSWORD_RULE_HINT: AuthText = 'auth.passwordRuleHint'

/** A reset link that does not work (better-auth's INVALID_TOKEN: unknown, used or over an hour old). */
export const RESET_LINK_PROBLEM: AuthText = 'auth.resetLinkProblem'

/** What the password forms show for a refused change or reset, chosen by the error's code. */
export function passwordErrorMessage(
  error: { code?: string; message?: string },
  t: AuthTranslate = inEnglish,
): string {
  if (error.code === ErrorCode.InvalidPassword) return t('auth.currentPasswordIncorrect')
  if (error.code === ErrorCode.InvalidToken || error.code === ErrorCode.TokenExpired)
    return t(RESET_LINK_PROBLEM)
  if (error.code === ErrorCode.RateLimited) return t('auth.tooManyAttempts')
  return error.message || t('auth.changePasswordFailed')
}

/**
 * The spec's authentication table (section 8): what the /auth screen shows for a failed call,
 * chosen by the error's code (the table's 'message contains rate limit' is RATE_LIMITED, whose
 * every message says 'rate limit'). Sign-up of an address that already has an account answers
 * like a new sign-up (no probing which addresses are registered; the owner is told by mail), so
 * USER_ALREADY_EXISTS ('already registered') never comes from this server.
 */
export function authErrorMessage(
  action: 'sign-in' | 'sign-up',
  error: { code?: string; message?: string },
  t: AuthTranslate = inEnglish,
) {
  const message = error.message ?? ''
  if (error.code === ErrorCode.RateLimited) {
    return action === 'sign-in' ? t('auth.tooManyLoginAttempts') : t('auth.tooManyAttempts')
  }
  if (action === 'sign-up') {
    if (error.code === ErrorCode.UserAlreadyExists) return t('auth.alreadyRegistered')
    return message || t('auth.createAccountFailed')
  }
  if (error.code === ErrorCode.InvalidCredentials) return t('auth.invalidCredentials')
  if (error.code === ErrorCode.EmailNotVerified) return t('auth.verifyEmailFirst')
  return message || t('auth.signInFailed')
}
