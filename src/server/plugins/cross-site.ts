import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'

// Cross-site request forgery (issue 10 item 4). SameSite=Lax keeps the session cookie off
// cross-site POSTs, but not off requests from a SAME-SITE page on another origin (a sibling
// subdomain, another port), and a multipart form needs no preflight. So every state-changing
// request must come from the store's own pages: its Origin must be a trusted origin (PUBLIC_URL
// and TRUSTED_ORIGINS) or this very host. Browsers send Origin on every POST/PUT/PATCH/DELETE;
// without it, Fetch Metadata (`Sec-Fetch-Site`) still tells a page of another site or origin.
// A client that sends neither is not a browser, and cannot carry a shopper's cookie unasked.
// The WebSocket handshake (a GET that browsers send cookies with) uses the same rule.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted'

/** True when the request comes from the store's own pages, or from no browser page at all. */
export function fromOwnOrigin(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site']
    return site !== 'cross-site' && site !== 'same-site'
  }
  if (trustedOrigins.includes(origin)) return true
  try {
    // 'null' (sandboxed frames, file: pages) is not a URL and is refused here. The Host header
    // is read with the Origin's scheme so default ports compare equal (localhost:80 = localhost).
    const page = new URL(origin)
    return page.host === new URL(`${page.protocol}//${request.headers.host}`).host
  } catch {
    return false
  }
}

export function registerCrossSiteGuard(app: FastifyInstance) {
  const trusted = app.config.trustedOrigins
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && !fromOwnOrigin(request, trusted)) {
      throw new AppError(ErrorCode.Forbidden, 403, CROSS_SITE_MESSAGE)
    }
  })
}
