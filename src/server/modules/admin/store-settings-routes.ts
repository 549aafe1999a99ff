import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StoreSettingsBodySchema, StoreSettingsSchema } from '#shared/schemas/admin.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { adminErrors } from './admin-errors.ts'
import { readStoreSettings, saveStoreSettings } from './store-settings-service.ts'

/** The delivery fee, free-delivery threshold and banner value (decisions.md 1). */
export const storeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.get('/settings', { schema: { response: { 200: StoreSettingsSchema, ...adminErrors } } }, () =>
    readStoreSettings(db),
  )
  app.put(
    '/settings',
    { schema: { body: StoreSettingsBodySchema, response: { 200: StoreSettingsSchema, ...adminErrors } } },
    async (request) => {
      const admin = await requireAdmin(request)
      return saveStoreSettings(db, admin.id, request.body)
    },
  )
}
