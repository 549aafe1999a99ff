import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pingDatabase } from '#server/db/migrate.ts'
import { getStoreSettings } from '#server/modules/settings/settings-service.ts'
import { RETRY_AFTER_SECONDS } from '#server/plugins/error-messages.ts'
import { HealthSchema, StoreInfoSchema } from '#shared/schemas/catalog.ts'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await pingDatabase(app.database)
      if (!up) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: app.database.kind,
      })
    },
  )

  app.get('/store', { schema: { response: { 200: StoreInfoSchema } } }, async () => {
    const settings = await getStoreSettings(app.database.db)
    return {
      name: app.config.STORE_NAME,
      whatsappNumber: app.config.STORE_WHATSAPP_NUMBER,
      supportEmail: app.config.STORE_SUPPORT_EMAIL,
      ...settings,
    }
  })
}
