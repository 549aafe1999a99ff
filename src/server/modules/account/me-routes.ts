import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestIsAdmin, requireUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import { MeSchema } from '#shared/schemas/auth.ts'

/** GET /api/me: the signed-in user and whether the server counts them as an admin (/admin asks this). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: MeSchema, 401: ApiErrorSchema } } }, async (request) => {
    const user = await requireUser(request)
    return { user, isAdmin: await requestIsAdmin(request) }
  })
}
