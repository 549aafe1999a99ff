import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import { PreferencesSchema, UpdatePreferencesSchema } from '#shared/schemas/account.ts'
import { getPreferences, updatePreferences } from './preferences-service.ts'

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })

  app.get('/preferences', { schema: { response: { 200: PreferencesSchema } } }, async (request) => {
    const user = await requireUser(request)
    return getPreferences(app.database.db, user.id)
  })

  app.put(
    '/preferences',
    { schema: { body: UpdatePreferencesSchema, response: { 200: PreferencesSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return updatePreferences(app.database.db, user.id, request.body)
    },
  )
}
