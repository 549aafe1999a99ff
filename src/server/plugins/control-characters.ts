import type { FastifyInstance } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPaths } from '#shared/schemas/common.ts'

// Issue 10 item 7: a NUL in any text (the search box, an address, a review, an admin field) made
// PostgreSQL fail the statement and the API answer 500. One check for every route, before its
// own validation: query, path parameters and JSON body, named like validation errors
// ('query.q', 'body.city'). Raw bodies (better-auth's, multipart files) are read by their own
// code; CSV cells are checked by the import.

export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, string> = {}
    const parts = { query: request.query, params: request.params, body: request.body } as const
    for (const [part, value] of Object.entries(parts)) {
      if (Buffer.isBuffer(value)) continue
      for (const path of controlCharacterPaths(value)) {
        fields[[part, path].filter(Boolean).join('.')] = CONTROL_CHARACTERS_MESSAGE
      }
    }
    const names = Object.keys(fields)
    if (names.length > 0) {
      throw new AppError(ErrorCode.BadRequest, 400, `Invalid input: ${names.join(', ')}`, fields).withText(
        'refusals.invalidInput',
        { names: names.join(', ') },
      )
    }
  })
}
