import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { chooseCoding, compressBytes } from '#server/lib/encoded-answer.ts'
import { requestLocale, translate } from '#server/lib/i18n.ts'
import { CLIENT_DIST_DIR } from '#server/paths.ts'
import { ErrorCode } from '#shared/errors.ts'
import { firstScreenLinks } from './first-screen.ts'
import { pageHtmlBuilder } from './page-preloads.ts'
import { serverRenderer, withRenderedPage } from './server-render.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Folders of the built client served by one wildcard route each. */
const WILDCARD_FOLDERS = ['assets', 'images']

/** The HTTP status a page path answers with (modules/seo/page-status.ts). */
export type PageStatus = (pathname: string) => Promise<200 | 404>

/**
 * Serves the built SPA. Every other GET gets index.html so a reload works, with the status
 * `pageStatus` gives: 404 (the app then shows its 404 page) for a path that is no page of the
 * app or names a product or category that does not exist, so crawlers see no soft 404s. Unknown
 * /api paths get the JSON 404 instead, so API clients never parse HTML.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  pageStatus: PageStatus,
  clientDir = CLIENT_DIST_DIR,
) {
  const hasClient = existsSync(join(clientDir, 'index.html'))
  const pageHtml = hasClient ? pageHtmlBuilder(clientDir) : null
  const render = pageHtml ? serverRenderer(app, clientDir) : null
  if (hasClient) {
    // Hashed assets never change; everything else must always be revalidated.
    const setHeaders = (reply: FastifyReply, path: string) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
    }
    // The few files at the root (index.html, sw.js, favicon) get a route each; the hundreds of
    // chunks and demo images are served by one wildcard route per folder, so start-up does not
    // build two routes per file (about 0.2 s of CPU for ~330 files). A missing file under a folder
    // falls through to the not-found handler below, as an unknown path does.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      globIgnore: WILDCARD_FOLDERS.map((folder) => `${folder}/**`),
      setHeaders,
    })
    for (const folder of WILDCARD_FOLDERS) {
      if (!existsSync(join(clientDir, folder))) continue
      await app.register(fastifyStatic, {
        root: join(clientDir, folder),
        prefix: `/${folder}/`,
        wildcard: true,
        index: false,
        decorateReply: false,
        setHeaders,
      })
    }
  }
  /** The drawn page, or null (not a drawn page, or drawing failed: the browser then draws it). */
  const renderOrNot = async (request: FastifyRequest, cookie: string | undefined) => {
    try {
      return await render!({ url: request.url, cookie, acceptLanguage: request.headers['accept-language'] })
    } catch (err) {
      request.log.error({ err }, 'server render failed; the page is drawn by the browser')
      return null
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (
      hasClient &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/uploads/')
    ) {
      const status = await pageStatus(path)
      reply.status(status).header('cache-control', 'no-cache')
      // The page's chunks preloaded in its HTML (page-preloads.ts), with its first screen's data and
      // picture (first-screen.ts); the plain file without a manifest. A signed-in shopper's page
      // names the cart: the HTML varies with the cookie and no shared cache may keep it.
      // A public page is drawn here too (server-render.ts), its queries in the HTML.
      if (pageHtml) {
        const cookie = request.headers.cookie
        const rendered = status === 200 && render ? await renderOrNot(request, cookie) : null
        // A drawn page names its own pictures' preloads (React does, for a high-priority <img>).
        const links = status === 200 && !rendered ? await firstScreenLinks(app, request.url, cookie) : ''
        const html = pageHtml(path, links, rendered !== null)
        const body = Buffer.from(rendered ? withRenderedPage(html, rendered) : html)
        reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        // @fastify/compress only compresses routes' answers, and a page is this handler's: a drawn
        // home page is ~100 KB of HTML, ~15 KB after Brotli.
        const coding = chooseCoding(request.headers['accept-encoding'])
        if (coding === 'identity' || body.length < 1024) return reply.send(body)
        return reply.header('content-encoding', coding).send(await compressBytes(body, coding))
      }
      return reply.sendFile('index.html')
    }
    const locale = requestLocale(request.headers['accept-language'])
    const values = { method: request.method, path }
    const message =
      locale === 'en'
        ? `No route ${values.method} ${values.path}`
        : translate(locale, 'refusals.noRoute', values)
    return reply.status(404).send({ error: { code: ErrorCode.NotFound, message } })
  })
}
