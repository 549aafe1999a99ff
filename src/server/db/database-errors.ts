// Errors that mean "the database cannot be reached right now" rather than "this request is
// wrong": the server is restarting, refusing connections, or dropped the connection mid-query.
// plugins/error-handler.ts answers them 503 with Retry-After; the store heals by itself as the
// pool opens fresh connections once the database is back.

/** SQLSTATEs of a server going away or not yet accepting connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (fast or smart stop)
  '57P02', // crash_shutdown (immediate stop, another backend crashed)
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
])

/** Socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOENT', // a Unix socket that is not there while the server restarts
])

/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
]

/** True when `err` (or what it wraps: Drizzle's query error, an AggregateError) is a lost database. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 5 || !(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    // ENOENT is a lost database only when it comes from a socket connection, not a file read.
    if (code !== 'ENOENT' || (err as { syscall?: unknown }).syscall === 'connect') return true
  }
  if (UNAVAILABLE_MESSAGES.some((m) => err.message.includes(m))) return true
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true
  return isDatabaseUnavailable(err.cause, depth + 1)
}

/**
 * What a database refusal means for the client, when a service did not foresee it: a number past
 * its column, text the database cannot store, a duplicate or a row that was deleted meanwhile.
 * The request was wrong or raced another one; it is never the server's fault, so never a 500.
 */
const REFUSALS: Record<string, { status: 400 | 409; message: string }> = {
  '22003': { status: 400, message: 'A number is out of range' }, // numeric_value_out_of_range
  '22001': { status: 400, message: 'A text is too long' }, // string_data_right_truncation
  '22021': { status: 400, message: 'A text contains characters that are not allowed' }, // NUL
  '22P02': { status: 400, message: 'A value has the wrong form' }, // invalid_text_representation
  '22P05': { status: 400, message: 'A text contains characters that are not allowed' },
  '23514': { status: 400, message: 'A value is not allowed' }, // check_violation
  '23505': { status: 409, message: 'That already exists' }, // unique_violation
  '23503': { status: 409, message: 'Something it refers to no longer exists' }, // foreign_key_violation
}

export function databaseRefusal(err: unknown, depth = 0): { status: 400 | 409; message: string } | null {
  if (depth > 5 || !(err instanceof Error)) return null
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' && REFUSALS[code]) return REFUSALS[code]
  return databaseRefusal(err.cause, depth + 1)
}
