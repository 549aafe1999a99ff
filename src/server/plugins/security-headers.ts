import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

// helmet's headers (CSP, nosniff, HSTS, frame and referrer policies…), computed once (ADR 028).
// @fastify/helmet ran helmet's middleware factory for every request, re-parsing the CSP
// directives each time (~7 % of a cached answer's CPU); these headers do not depend on the
// request, so the hook only copies them.

type HeaderSink = {
  setHeader(name: string, value: string | number | readonly string[]): void
  removeHeader(name: string): void
}

/** The headers helmet sets for these options, lower-cased names. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const sink: HeaderSink = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  let ran = false
  const middleware = helmet(options) as unknown as (
    req: object,
    res: HeaderSink,
    next: (err?: unknown) => void,
  ) => void
  middleware({}, sink, (err) => {
    ran = true
    failure = err
  })
  if (!ran) throw new Error('helmet did not finish synchronously')
  if (failure) throw failure
  return headers
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers every answer carries whatever the request: helmet's and Permissions-Policy.
     * For answers written without Fastify's hooks (catalogue hits, ADR 036).
     */
    fixedHeaders: Readonly<Record<string, string>>
  }
}

export function registerHelmetHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options)
  app.decorate('fixedHeaders', Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY }))
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

// Headers helmet does not set (issue 10 item 11).
// - Cache-Control: no-store on every API answer that did not choose its own caching. Cart,
//   orders, profile, addresses, notifications and admin answers are one person's: no browser
//   back-forward cache, disk cache or shared proxy may keep them. Public catalogue answers set
//   their own (catalog-answers.ts), as do robots.txt and the sitemap.
// - Permissions-Policy: the store uses the location only (the delivery area sheet's 'use my
//   location'), never camera, microphone, payment or USB, and no page of another site embedded
//   here may ask for them.
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), hid=(), browsing-topics=()'

export function registerSecurityHeaders(app: FastifyInstance) {
  // Callback style: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}

/** The WebSocket origin of the store's public address (ws:// for http, wss:// for https). */
export function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}
