import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Auth, createAuth } from '#server/auth/auth.ts'
import { resolveAuthSecret } from '#server/auth/auth-secret.ts'
import { registerAuthBridge } from '#server/auth/fastify-bridge.ts'
import { isAdmin } from '#server/auth/roles.ts'
import {
  type SessionCookieReader,
  sessionCookieReader,
  sessionTokenReader,
} from '#server/auth/session-cookie.ts'
import { NO_SESSION, type Shopper } from '#server/auth/shopper.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createMailer, type Mailer } from '#server/lib/mailer.ts'
import type { SessionUser } from '#shared/schemas/auth.ts'

// Accounts for the whole app: better-auth at /api/auth/*, the mailer, and the one auth guard
// every route uses (ARCHITECTURE.md, "Auth"). Routes call requireUser / requireAdmin; the
// session is looked up once per request and only when a route asks.

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    mailer: Mailer
    /** One-query session lookup from the signed cookie; undefined when better-auth must decide. */
    readSessionCookie: SessionCookieReader
    /** The session cookie's token, its signature verified (no query); see auth/shopper.ts. */
    sessionTokenOf: ReturnType<typeof sessionTokenReader>
  }
  interface FastifyRequest {
    /** The signed-in user once getSessionUser, requireUser or requireAdmin has run; else null. */
    user: SessionUser | null
  }
}

export async function registerAuth(app: FastifyInstance) {
  const { config } = app
  const mailer = createMailer(config, app.log)
  const secret = resolveAuthSecret(config, app.log)
  const auth = createAuth({ config, database: app.database, mailer, secret, log: app.log })
  app.decorate('auth', auth)
  app.decorate('mailer', mailer)
  app.decorateRequest('user', null)
  const secure = config.PUBLIC_URL.startsWith('https://')
  app.decorate('readSessionCookie', sessionCookieReader({ db: app.database.db, secret, secure }))
  app.decorate('sessionTokenOf', sessionTokenReader({ secret, secure }))
  await registerAuthBridge(app, auth, config.PUBLIC_URL)
}

const sessionLookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()
const adminLookups = new WeakMap<FastifyRequest, Promise<boolean>>()

/** The signed-in user, or null for a visitor. Sets request.user. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = sessionLookups.get(request)
  if (!lookup) {
    lookup = readSession(request)
    sessionLookups.set(request, lookup)
  }
  return lookup
}

async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
  // One query for the common case; better-auth decides every other (see session-cookie.ts).
  const fast = await request.server.readSessionCookie(request.headers.cookie)
  if (fast !== undefined) {
    request.user = fast
    return fast
  }
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
  if (!session) return null
  const { id, name, email, image, emailVerified } = session.user
  request.user = { id, name, email, image: image ?? null, emailVerified }
  return request.user
}

/** The signed-in user; a visitor gets 401 'Please sign in to continue'. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw AppError.unauthorized()
  return user
}

/**
 * Runs a use case for the signed-in user whose statement looks the session up itself (ADR 053),
 * saving the lookup's round trip: `run` gets the cookie's verified token and answers NO_SESSION
 * when it named no fresh session, having done nothing; then it runs once more for the user
 * requireUser finds (better-auth refreshes a session due for it; a visitor gets 401).
 */
export async function asSignedInUser<T>(
  request: FastifyRequest,
  run: (who: Shopper) => Promise<T | typeof NO_SESSION>,
): Promise<T> {
  const token = request.user ? null : request.server.sessionTokenOf(request.headers.cookie)
  if (token) {
    const answer = await run({ sessionToken: token })
    if (answer !== NO_SESSION) return answer
  }
  const user = await requireUser(request)
  const answer = await run({ userId: user.id })
  // A known user id names its user: only a use case that breaks that rule lands here.
  if (answer === NO_SESSION) throw AppError.unauthorized()
  return answer
}

/** Whether the signed-in user holds the admin role (false for visitors). */
export async function requestIsAdmin(request: FastifyRequest): Promise<boolean> {
  let lookup = adminLookups.get(request)
  if (!lookup) {
    lookup = getSessionUser(request).then((user) =>
      user ? isAdmin(request.server.database.db, user.id) : false,
    )
    adminLookups.set(request, lookup)
  }
  return lookup
}

/** The signed-in admin; a visitor gets 401, a customer 403. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!(await requestIsAdmin(request))) throw AppError.forbidden('Only store admins can do this')
  return user
}
