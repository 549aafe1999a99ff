import type { FastifyPluginAsync } from 'fastify'
import { translate } from '#server/lib/i18n.ts'
import { CLIENT_DIST_DIR } from '#server/paths.ts'
import { ErrorCode } from '#shared/errors.ts'
import { isLocale, LOCALES, type Locale } from '#shared/i18n/locales.ts'
import { ICONS_PATH, MANIFEST_PATH, WEB_APP_TEXT_IDS, webAppManifest } from '#shared/web-app.ts'
import { iconDrawer } from './app-icons.ts'

// Served at the site root (issue 15, ADR 031): the browser asks for the manifest named in
// index.html and for the icons the manifest names. The manifest carries STORE_NAME, so it is
// built here rather than shipped as a file. Its words are in the page's language: the page names
// `?lang=hi` in its <link rel="manifest"> when it shows Hindi (client lib/i18n.ts), and an
// installed app keeps the words it was installed with.

export const webAppRoutes: FastifyPluginAsync<{ clientDir?: string }> = async (app, options) => {
  const manifests = Object.fromEntries(
    LOCALES.map((locale) => {
      const texts = {
        description: translate(locale, WEB_APP_TEXT_IDS.description),
        cartShortcut: translate(locale, WEB_APP_TEXT_IDS.cartShortcut),
        ordersShortcut: translate(locale, WEB_APP_TEXT_IDS.ordersShortcut),
      }
      return [locale, JSON.stringify(webAppManifest(app.config.STORE_NAME, locale, texts))]
    }),
  ) as Record<Locale, string>
  const icon = iconDrawer(options.clientDir ?? CLIENT_DIST_DIR)

  app.get<{ Querystring: { lang?: string } }>(MANIFEST_PATH, async (request, reply) =>
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      // Revalidated on every check: a new STORE_NAME shows after the next restart.
      .header('cache-control', 'no-cache')
      .send(manifests[isLocale(request.query.lang) ? request.query.lang : 'en']),
  )

  app.get<{ Params: { file: string } }>(`${ICONS_PATH}/:file`, async (request, reply) => {
    const png = icon(request.params.file)
    if (!png) {
      return reply
        .status(404)
        .send({ error: { code: ErrorCode.NotFound, message: `No icon ${request.params.file}` } })
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await png)
  })
}
