import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { sessionCookieValue } from '#server/auth/session-cookie.ts'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'

// Every write (POST/PUT/PATCH/DELETE) outside the auth endpoints (better-auth limits those
// itself, and sign-in has its own throttle) counts against its session, or its address when it
// carries none: WRITE_RATE_LIMIT_PER_MINUTE a minute (issue 10 item 13). A shopper clicking as
// fast as a person can stays far below it; a script filling carts, reviews or uploads does not.
// Counts live in each instance's memory: behind a proxy that spreads one user over N instances
// the ceiling is N times higher, which is still a ceiling.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
export const WRITE_LIMIT_MESSAGE = 'Too many changes in a short time. Please wait a minute and try again.'

export async function registerWriteRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !WRITES.has(request.method) || request.url.startsWith('/api/auth/'),
    keyGenerator: (request) => {
      const token = sessionCookieValue(request.headers.cookie)
      return token ? `session:${token}` : `ip:${request.ip}`
    },
    errorResponseBuilder: () => new AppError(ErrorCode.TooManyRequests, 429, WRITE_LIMIT_MESSAGE),
  })
}
