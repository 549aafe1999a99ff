import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import { ProfileSchema, UpdateProfileSchema } from '#shared/schemas/account.ts'
import { getProfile, updateProfile } from './profile-service.ts'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read or checked: a visitor learns only that they must sign in.
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })

  app.get('/profile', { schema: { response: { 200: ProfileSchema } } }, async (request) => {
    const user = await requireUser(request)
    return getProfile(app.database.db, user.id)
  })

  app.put(
    '/profile',
    { schema: { body: UpdateProfileSchema, response: { 200: ProfileSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return updateProfile(app.database.db, user.id, request.body)
    },
  )
}
