import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '#shared/errors.ts'
import { CLIENT_DIST_DIR } from '../paths.ts'

/**
 * Serves the built SPA. Client routes (/product/…, /orders, …) get index.html so a reload works;
 * unknown /api paths get the JSON 404 instead, so API clients never parse HTML.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir = CLIENT_DIST_DIR) {
  const hasClient = existsSync(join(clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable')
        else res.header('cache-control', 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (
      hasClient &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply
      .status(404)
      .send({ error: { code: ErrorCode.NotFound, message: `No route ${request.method} ${path}` } })
  })
}
