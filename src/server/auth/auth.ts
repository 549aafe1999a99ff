import { drizzleAdapter } from '@better-auth/drizzle-adapter'
import { betterAuth } from 'better-auth'
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getIP,
  isAPIError,
} from 'better-auth/api'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import type { z } from 'zod'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/database.ts'
import { accounts, rateLimits, sessions, users, verifications } from '#server/db/schema.ts'
import { readerLocale } from '#server/lib/i18n.ts'
import type { Mailer } from '#server/lib/mailer.ts'
import { CLIENT_ROUTES } from '#shared/client-routes.ts'
import { ErrorCode } from '#shared/errors.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import { EmailSchema, NewPasswordSchema, SignUpSchema } from '#shared/schemas/auth.ts'
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from './auth-emails.ts'
import {
  clearAccountFailures,
  FAILURE_MEMORY_SECONDS,
  recordSignInFailure,
  signInRetryAfter,
} from './sign-in-throttle.ts'

// better-auth on the store's own database (ARCHITECTURE.md, "Auth"; decisions.md 14):
// e-mail + password, the address verified before the first sign-in, sessions as database
// rows behind httpOnly SameSite=Lax cookies, rate limits kept in the database so every
// instance shares them. Mounted at /api/auth/* by plugins/auth.ts.

/** Set by the Fastify bridge from request.ip (which honours TRUST_PROXY); never the client's value. */
export const CLIENT_IP_HEADER = 'x-freshcart-client-ip'
export const AUTH_BASE_PATH = '/api/auth'
const DAY = 24 * 60 * 60
/** A password-reset link works once, for an hour (issue 9 item 10). */
export const PASSWORD_RESET_EXPIRES_IN = 60 * 60
/** Session lifetime and how often a used session's expiry is pushed back (seconds). */
export const SESSION_EXPIRES_IN = 30 * DAY
export const SESSION_UPDATE_AGE = DAY

type AuthLogger = {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

const RESET_PASSWORD_PAGE = CLIENT_ROUTES.resetPassword.path

export type AuthDeps = {
  config: Config
  database: Database
  mailer: Mailer
  secret: string
  log: AuthLogger
}

export function createAuth({ config, database, mailer, secret, log }: AuthDeps) {
  const { db } = database
  const storeName = config.STORE_NAME

  const auth = betterAuth({
    appName: storeName,
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 100,
      // Named, so the CLI (cli/user-commands.ts) hashes exactly as sign-up does.
      password: { hash: hashPassword, verify: verifyPassword },
      // "Forgot password?" (decisions.md 21): a one-use link valid for an hour; resetting signs
      // out every session of the account (the reset page itself has none).
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }, request) {
        const locale = readerLocale(languageOf(user), request?.headers.get('accept-language'))
        await mailer.send(passwordResetEmail({ storeName, to: user.email, url, locale }))
      },
      // Sign-up answers alike for new and known addresses; the owner of a known one hears by mail.
      async onExistingUserSignUp({ user }, request) {
        const locale = readerLocale(languageOf(user), request?.headers.get('accept-language'))
        if (user.emailVerified) {
          await mailer.send(
            alreadyRegisteredEmail({
              storeName,
              to: user.email,
              signInUrl: `${config.PUBLIC_URL}/auth`,
              locale,
            }),
          )
        } else {
          await sendVerification(user.email, user.id, locale)
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A correct password on an unverified account mails a fresh link (and still answers 403).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      async sendVerificationEmail({ user, url }, request) {
        const locale = readerLocale(languageOf(user), request?.headers.get('accept-language'))
        await mailer.send(verificationEmail({ storeName, to: user.email, url, locale }))
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    // The session answer carries the user's language (ADR 032), so a signed-in page opens in it
    // with no extra request. Only PUT /api/preferences sets it (input: false).
    user: { additionalFields: { language: { type: 'string', required: false, input: false } } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Per client address. The window is also how long sign-in-throttle.ts remembers failures.
        // Sign-in is throttled by its failures alone (sign-in-throttle.ts, ADR 021): successful
        // sign-ins of many shoppers behind one carrier address (CGNAT) must not add up.
        '/sign-in/email': false,
        '/sign-up/email': { window: 60 * 60, max: 10 },
        // Each sends a mail: bounded per address like sign-up.
        '/request-password-reset': { window: 60 * 60, max: 10 },
        // Needs a session and the current password: a stolen session cannot guess it quickly.
        '/change-password': { window: FAILURE_MEMORY_SECONDS, max: 10 },
        // Read on every page load and guesses nothing: not worth a database write per call.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'freshcart',
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin/callbackURL checks under NODE_ENV=test unless told;
      // the tests must see the production behaviour.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    logger: {
      level: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? 'debug' : 'warn',
      log: (level, message, ...args) => log[level]({ source: 'better-auth', args }, message),
    },
    onAPIError: {
      // A refused sign-in is an answer, not a fault: only unexpected errors reach the log.
      // (Without this hook better-auth prints every 4xx to the console itself.)
      onError(error) {
        if (!isAPIError(error) || error.statusCode >= 500) log.error({ err: error }, 'auth request failed')
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const input = checked(SignUpSchema, ctx.body)
          return { context: { body: { ...ctx.body, email: input.email, name: '' } } }
        }
        if (ctx.path === '/change-password') {
          checked(NewPasswordSchema, ctx.body?.newPassword, { valueIsPassword: true })
          // Changing the password always signs out the account's other sessions (decisions.md 21).
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } }
        }
        if (ctx.path === '/reset-password') {
          checked(NewPasswordSchema, ctx.body?.newPassword, { valueIsPassword: true })
          return
        }
        if (ctx.path === '/request-password-reset') {
          const email = checked(EmailSchema, ctx.body?.email)
          // The link always leads to the store's own reset page.
          return { context: { body: { email, redirectTo: RESET_PASSWORD_PAGE } } }
        }
        if (ctx.path === '/sign-in/email') {
          const email = normalizedEmail(ctx.body?.email)
          const wait = await signInRetryAfter(db, email)
          if (wait > 0) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                code: ErrorCode.RateLimited,
                message: `Too many failed sign-in attempts (rate limit). Please try again in ${wait} seconds.`,
              },
              { 'Retry-After': String(wait) },
            )
          }
          return { context: { body: { ...ctx.body, email } } }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (ctx.path === '/sign-in/email') {
          const attempt = { email: normalizedEmail(ctx.body?.email), ip: clientIp(ctx) }
          if (!isAPIError(returned)) await clearAccountFailures(db, attempt.email)
          else if (returned.statusCode === 401) await recordSignInFailure(db, attempt)
        }
        // The session token lives in an httpOnly cookie so page scripts cannot read it;
        // better-auth also puts it in JSON answers, which would undo that.
        if (returned && typeof returned === 'object' && !isAPIError(returned) && hasToken(returned)) {
          return ctx.json(withoutTokens(returned))
        }
      }),
    },
  })
  return auth

  // The same link sign-up sends: an unverified owner signing up again gets a fresh one.
  async function sendVerification(email: string, userId: string, locale: Locale) {
    const ctx = await auth.$context
    const token = await createEmailVerificationToken(ctx.secret, email, undefined, DAY, { userId })
    const url = `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent('/')}`
    await mailer.send(verificationEmail({ storeName, to: email, url, locale }))
  }
}

/** The account's saved language (a better-auth additional field, ADR 032), if any. */
function languageOf(user: object): unknown {
  return 'language' in user ? user.language : undefined
}

export type Auth = ReturnType<typeof createAuth>

/** Parses with a shared schema; a failure is a 400 naming the first problem. */
function checked<T extends z.ZodType>(
  schema: T,
  value: unknown,
  options = { valueIsPassword: false },
): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const onPassword = options.valueIsPassword || issue.path[0] === 'password'
  throw new APIError('BAD_REQUEST', {
    code: onPassword ? ErrorCode.WeakPassword : ErrorCode.InvalidInput,
    message: issue.message,
  })
}

type MaybeTokens = { token?: unknown; session?: { token?: unknown } | null }

function hasToken(body: MaybeTokens): boolean {
  return (
    'token' in body || (typeof body.session === 'object' && body.session !== null && 'token' in body.session)
  )
}

function withoutTokens(body: MaybeTokens): object {
  const { token: _token, ...rest } = body
  if (typeof rest.session !== 'object' || rest.session === null) return rest
  const { token: _sessionToken, ...session } = rest.session
  return { ...rest, session }
}

function normalizedEmail(value: unknown): string {
  const parsed = EmailSchema.safeParse(value)
  // A malformed address is left for better-auth to refuse with its own message.
  return parsed.success ? parsed.data : String(value ?? '')
}

function clientIp(ctx: {
  request?: Request | undefined
  headers?: Headers | undefined
  context: { options: object }
}) {
  const source = ctx.request ?? ctx.headers
  // biome-ignore lint/suspicious/noExplicitAny: getIP wants the full options type
  return source ? getIP(source, ctx.context.options as any) : null
}
