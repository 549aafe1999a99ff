import type { FastifyInstance } from 'fastify'

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
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })
}

/** The WebSocket origin of the store's public address (ws:// for http, wss:// for https). */
export function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}
