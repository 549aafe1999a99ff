import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pingDatabase } from '#server/db/migrate.ts'
import { requestLocale, translate } from '#server/lib/i18n.ts'
import { INTERNAL_MESSAGE, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '#server/plugins/error-messages.ts'
import { fieldsInLocale, shownText } from '#server/plugins/error-texts.ts'
import { type ApiError, ErrorCode, isErrorCode } from '#shared/errors.ts'
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from './auth.ts'

// Mounts better-auth's Fetch handler at /api/auth/*: Fastify request → Fetch Request →
// auth.handler → Fastify reply. Error bodies are reshaped into the API's one error shape,
// `{ error: { code, message } }`, so the client's one fetch wrapper reads them like any other.

/**
 * The better-auth endpoints the store uses (issue 10 item 5). better-auth serves many more
 * (update-user, list-sessions with their tokens, change-email, delete-user, …) that bypass the
 * project's schemas; they are simply not mounted, so they answer the API's JSON 404.
 */
export const AUTH_ENDPOINTS = [
  ['GET', '/get-session'],
  ['GET', '/verify-email'],
  ['POST', '/sign-up/email'],
  ['POST', '/sign-in/email'],
  ['POST', '/sign-out'],
  ['POST', '/request-password-reset'],
  // The mailed reset link: checks the token, then sends the browser to the page with it.
  ['GET', '/reset-password/:token'],
  ['POST', '/reset-password'],
  ['POST', '/change-password'],
] as const

// Connection-level headers describe the hop to this server, not the request to better-auth.
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length']

export function registerAuthBridge(app: FastifyInstance, auth: Auth, publicUrl: string) {
  return app.register(async (scope) => {
    // better-auth parses its own bodies (JSON or form posts): hand it the raw bytes.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    for (const [method, path] of AUTH_ENDPOINTS) {
      scope.route({
        method,
        url: `${AUTH_BASE_PATH}${path}`,
        handler: async (request, reply) =>
          sendFetchResponse(reply, await auth.handler(toFetchRequest(request, publicUrl))),
      })
    }
  })
}

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(request.headers)
  for (const name of HOP_HEADERS) headers.delete(name)
  // Overwrites whatever the client sent under this name: rate limits key on it.
  headers.set(CLIENT_IP_HEADER, request.ip)
  const body =
    Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body })
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value)
  })
  // A sign-in sets several cookies; forEach would fold them into one header.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (response.status >= 500) {
    // better-auth answers 500 for any thrown error; while the database is away that is a 503
    // with Retry-After like every other route's (plugins/error-handler.ts).
    if (!(await pingDatabase(reply.server.database))) {
      reply.log.warn({ status: response.status }, 'auth request failed: database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json')
        .send({ error: { code: ErrorCode.Unavailable, message: UNAVAILABLE_MESSAGE } })
    }
    // Log the detail, answer nothing internal (as the app's error handler does).
    reply.log.error({ status: response.status, body: await response.text() }, 'auth request failed')
    return reply
      .type('application/json')
      .send({ error: { code: ErrorCode.Internal, message: INTERNAL_MESSAGE } })
  }
  if (response.status >= 400) {
    const retryAfter = response.headers.get('x-retry-after')
    if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter)
    const body = errorBody(response, await response.text())
    // A shared schema's message (WEAK_PASSWORD, INVALID_INPUT) in the asking page's language, as
    // every other route answers (ADR 032); better-auth's own codes are the client's to word.
    const locale = requestLocale(reply.request.headers['accept-language'])
    const names = body.error.fields && Object.keys(body.error.fields).join(', ')
    const message = names
      ? locale === 'en'
        ? body.error.message
        : translate(locale, 'refusals.invalidInput', { names })
      : shownText(locale, body.error.message)
    return reply
      .type('application/json')
      .send({ error: { ...body.error, message, fields: fieldsInLocale(locale, body.error.fields) } })
  }
  return reply.send(Buffer.from(await response.arrayBuffer()))
}

function errorBody(response: Response, text: string): ApiError {
  let parsed: { code?: unknown; message?: unknown } = {}
  try {
    parsed = JSON.parse(text) ?? {}
  } catch {}
  const message = typeof parsed.message === 'string' && parsed.message ? parsed.message : response.statusText
  // Only codes of the one list go out (src/shared/errors.ts); better-auth's others become the
  // generic code of their status.
  const code = isErrorCode(parsed.code) ? parsed.code : undefined
  const fields = validationFields(message)
  if (fields) {
    // Said as every other route's validation refusal (plugins/error-handler.ts), not as
    // better-auth's '[body.password] Invalid input: expected string, received undefined'.
    const names = Object.keys(fields).join(', ')
    return { error: { code: code ?? ErrorCode.BadRequest, message: `Invalid input: ${names}`, fields } }
  }
  if (response.status === 429 && !code) {
    // better-auth's per-address limiter says neither why nor 'rate limit'.
    const wait = response.headers.get('x-retry-after')
    const later = wait ? `in ${wait} seconds` : 'later'
    return {
      error: {
        code: ErrorCode.RateLimited,
        message: `Too many attempts from this address (rate limit). Please try again ${later}.`,
      },
    }
  }
  return { error: { code: code ?? statusCode(response.status), message: message || 'Request failed' } }
}

/**
 * The fields of a schema refusal: better-auth's own ('[body.email] …; [query.token] …') or zod's
 * built-in words about the whole body from the sign-up check (auth.ts `checked`: no body at all).
 */
function validationFields(message: string): Record<string, string> | null {
  const found = [...message.matchAll(/\[((?:body|query)(?:\.[^\]\s]+)?)\] ([^;]*)/g)]
  if (found.length > 0) return Object.fromEntries(found.map((m) => [m[1] ?? 'body', (m[2] ?? '').trim()]))
  if (/^Invalid input: expected \w+, received \w+$/.test(message)) return { body: message }
  return null
}

function statusCode(status: number): ErrorCode {
  if (status === 401) return ErrorCode.Unauthorized
  if (status === 403) return ErrorCode.Forbidden
  if (status === 404) return ErrorCode.NotFound
  return ErrorCode.BadRequest
}
