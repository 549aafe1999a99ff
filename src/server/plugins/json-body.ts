import type { FastifyInstance } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'

// A JSON body nested thousands of levels deep ('{"a":[{"a":[…]}]}') parses fine, but every walk
// over it afterwards (the control-character guard, zod, a service) recurses once per level and
// ran out of stack: the API answered 500. No body of this API is more than a few levels deep, so
// the parser refuses one past MAX_JSON_DEPTH before anything else reads it.

export const MAX_JSON_DEPTH = 32
export const NESTED_TOO_DEEP_MESSAGE = 'The request body is nested too deeply'

/** Replaces Fastify's JSON parser (same proto-poisoning rules) with one that also bounds depth. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined)
      if (deeperThan(value, MAX_JSON_DEPTH)) {
        return done(new AppError(ErrorCode.BadRequest, 400, NESTED_TOO_DEEP_MESSAGE), undefined)
      }
      done(null, value)
    })
  })
}

/** Whether `value` nests objects or arrays more than `limit` levels; without recursion. */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (node === null || typeof node !== 'object') continue
    if (depth >= limit) return true
    for (const inner of Object.values(node)) {
      if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1])
    }
  }
  return false
}
