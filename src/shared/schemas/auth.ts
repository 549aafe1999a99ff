import { z } from 'zod'
import { ErrorCode } from '../errors.ts'
import messages from '../i18n/en/auth.json'

// Sign-in and sign-up fields (store-spec.md section 5, "Schemas" and "Sign-in and sign-up").
// The /auth form and the server's better-auth hook check the same rules.

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

/** Trimmed and lower-cased before it is checked, so ' Asha@Example.com ' is one account. */
export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ message: 'Please enter a valid email address' }))

/** The sign-up rule: 8–100 characters with an uppercase letter, a lowercase letter and a digit. */
export const NewPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[0-9]/, 'Password must contain a number')

/** The spec's sign-up form has e-mail and password only; the name is set on the profile later. */
export const SignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
})
export type SignUpInput = z.infer<typeof SignUpSchema>

/** For sign-in the password is only required (spec section 5). */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
})
export type SignInInput = z.infer<typeof SignInSchema>

/** "Forgot password?" (decisions.md 21): the address to mail a reset link to. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>

const confirmed = <T extends { newPassword: string; confirmPassword: string }>(value: T) =>
  value.newPassword === value.confirmPassword

/** The page a reset link opens: the new password twice. */
export const ResetPasswordSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmed, { message: 'Passwords do not match', path: ['confirmPassword'] })
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

/** Settings' Change Password: the current password, then the new one twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(confirmed, { message: 'Passwords do not match', path: ['confirmPassword'] })
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

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

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/** GET /api/me: who is signed in, and whether the server counts them as an admin. */
export const MeSchema = z.object({
  user: SessionUserSchema,
  isAdmin: z.boolean(),
})
export type Me = z.infer<typeof MeSchema>

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
