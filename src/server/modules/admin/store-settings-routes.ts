import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '#server/plugins/auth.ts'
import { SavedStoreSettingsSchema, StoreSettingsBodySchema } from '#shared/schemas/store-settings.ts'
import { adminErrors } from './admin-errors.ts'
import { readStoreSettings, saveStoreSettings } from './store-settings-service.ts'

/** The delivery fee, free-delivery threshold and banner value (decisions.md 1). */
export const storeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.get('/settings', { schema: { response: { 200: SavedStoreSettingsSchema, ...adminErrors } } }, () =>
    readStoreSettings(db),
  )
  app.put(
    '/settings',
    {
      schema: { body: StoreSettingsBodySchema, response: { 200: SavedStoreSettingsSchema, ...adminErrors } },
    },
    async (request) => {
      const admin = await requireAdmin(request)
      return saveStoreSettings(db, admin.id, request.body)
    },
  )
}
