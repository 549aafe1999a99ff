import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '#shared/errors.ts'
import { robotsTxt, sitemapPartXml, sitemapXml } from './sitemap-service.ts'

// Served at the site root beside the app's pages, not under /api. Crawlers fetch these about
// daily; an hour's caching spares the database without letting new products wait long.
const CACHE = 'public, max-age=3600'

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database
  const publicUrl = app.config.PUBLIC_URL

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(publicUrl)),
  )

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await sitemapXml(db, publicUrl)),
  )

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const part = /^(.+)\.xml$/.exec(request.params.file)?.[1]
    const xml = part ? await sitemapPartXml(db, publicUrl, part) : null
    if (!xml) {
      return reply
        .status(404)
        .send({ error: { code: ErrorCode.NotFound, message: `No sitemap ${request.params.file}` } })
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(xml)
  })
}
