import type { FastifyPluginAsync } from 'fastify'
import { CLIENT_DIST_DIR } from '#server/paths.ts'
import { ErrorCode } from '#shared/errors.ts'
import { ICONS_PATH, MANIFEST_PATH, webAppManifest } from '#shared/web-app.ts'
import { iconDrawer } from './app-icons.ts'

// Served at the site root (issue 15, ADR 031): the browser asks for the manifest named in
// index.html and for the icons the manifest names. The manifest carries STORE_NAME, so it is
// built here rather than shipped as a file.

export const webAppRoutes: FastifyPluginAsync<{ clientDir?: string }> = async (app, options) => {
  const manifest = JSON.stringify(webAppManifest(app.config.STORE_NAME))
  const icon = iconDrawer(options.clientDir ?? CLIENT_DIST_DIR)

  app.get(MANIFEST_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      // Revalidated on every check: a new STORE_NAME shows after the next restart.
      .header('cache-control', 'no-cache')
      .send(manifest),
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
