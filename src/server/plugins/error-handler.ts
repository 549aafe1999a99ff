import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { databaseRefusal, isDatabaseUnavailable } from '#server/db/database-errors.ts'
import { AppError } from '#server/lib/app-error.ts'
import { requestLocale, translate } from '#server/lib/i18n.ts'
import { type ApiError, ErrorCode } from '#shared/errors.ts'
import type { Locale } from '#shared/i18n/locales.ts'
import { INTERNAL_MESSAGE, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './error-messages.ts'
import { errorInLocale, fieldsInLocale, shownText } from './error-texts.ts'

/** Where each error becomes the one `{ error: { code, message, fields } }` body. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // In the language the page asking shows (its Accept-Language); English stays as thrown.
    const locale = requestLocale(request.headers['accept-language'])
    if (err instanceof AppError) {
      const { message, fields } = errorInLocale(locale, err)
      return reply.status(err.statusCode).send(body(err.code, message, fields))
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {}
      // Fastify calls the query 'querystring'; the API documents it as 'query'.
      const context = err.validationContext === 'querystring' ? 'query' : err.validationContext
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : null
        const names = Array.isArray(unknownKeys) ? unknownKeys.map(String) : ['']
        for (const name of names) {
          const key = [context, path, name].filter(Boolean).join('.')
          fields[key] ??= name ? 'is not an accepted field' : (issue.message ?? 'is invalid')
        }
      }
      const names = Object.keys(fields).join(', ')
      return reply
        .status(400)
        .send(
          body(
            ErrorCode.BadRequest,
            locale === 'en'
              ? `Invalid input: ${names}`
              : translate(locale, 'refusals.invalidInput', { names }),
            schemaFieldsInLocale(locale, fields),
          ),
        )
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response failed its schema')
      return reply.status(500).send(body(ErrorCode.Internal, shownText(locale, INTERNAL_MESSAGE)))
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable. A transaction that lost its connection was
      // rolled back (or, if the COMMIT itself got through, checkout's Idempotency-Key answers
      // the same order on the retry), so the client may simply send the request again.
      request.log.warn({ err }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body(ErrorCode.Unavailable, shownText(locale, UNAVAILABLE_MESSAGE)))
    }
    const refusal = databaseRefusal(err)
    if (refusal) {
      request.log.warn({ err }, 'database refused the request')
      const code = refusal.status === 409 ? ErrorCode.Conflict : ErrorCode.BadRequest
      return reply.status(refusal.status).send(body(code, shownText(locale, refusal.message)))
    }
    const status = err.statusCode ?? 500
    if (status >= 500) {
      // Log everything, answer nothing internal: a stack or SQL text helps an attacker, not a shopper.
      request.log.error({ err }, 'request failed')
      return reply.status(status).send(body(ErrorCode.Internal, shownText(locale, INTERNAL_MESSAGE)))
    }
    const code =
      status === 413
        ? ErrorCode.PayloadTooLarge
        : status === 415
          ? ErrorCode.UnsupportedMediaType
          : status === 429
            ? ErrorCode.TooManyRequests
            : status === 404
              ? ErrorCode.NotFound
              : ErrorCode.BadRequest
    return reply.status(status).send(body(code, shownText(locale, err.message)))
  })
}

/**
 * A route schema's field messages in `locale`: the shared schemas' own through the catalogues;
 * zod's built-in ones ('Invalid input: expected number, received NaN') have no catalogue entry,
 * so another language says the field is invalid.
 */
function schemaFieldsInLocale(locale: Locale, fields: Record<string, string>) {
  if (locale === 'en') return fields
  const shown = fieldsInLocale(locale, fields) ?? {}
  return Object.fromEntries(
    Object.entries(shown).map(([key, text]) => [
      key,
      text === fields[key] ? translate(locale, 'refusals.fieldInvalid') : text,
    ]),
  )
}

/**
 * Errors the router answers before any route or hook runs (Fastify's `frameworkErrors`): a bad
 * %-encoding, a path segment past the router's limit. Same `{ error }` body as everything else.
 */
export function frameworkErrors(
  err: FastifyError,
  request: { headers: { 'accept-language'?: string | undefined } },
  reply: FastifyReply,
) {
  const say = (message: string) => shownText(requestLocale(request.headers['accept-language']), message)
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body(ErrorCode.BadRequest, say('The address is too long')))
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(body(ErrorCode.BadRequest, say('The address is not valid')))
  }
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500
  return reply
    .status(status)
    .send(
      status < 500
        ? body(ErrorCode.BadRequest, say('Bad request'))
        : body(ErrorCode.Internal, say(INTERNAL_MESSAGE)),
    )
}

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiError {
  return fields ? { error: { code, message, fields } } : { error: { code, message } }
}
