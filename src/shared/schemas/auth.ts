import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-texts.ts'

// Sign-in and sign-up fields (store-spec.md section 5, "Schemas" and "Sign-in and sign-up").
// The /auth form and the server's better-auth hook check the same rules. The limits and texts are
// auth-texts.ts' (no zod there), re-exported here.

export {
  type AuthText,
  type AuthTranslate,
  authErrorMessage,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_HINT,
  passwordErrorMessage,
  RESET_LINK_PROBLEM,
} from '../auth-texts.ts'

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
