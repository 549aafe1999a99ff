import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import {
  AddFavoriteSchema,
  FavoriteIdsSchema,
  FavoriteListSchema,
  FavoriteParamsSchema,
  FavoriteStateSchema,
} from '#shared/schemas/favorites.ts'
import { addFavorite, listFavoriteIds, listFavorites, removeFavorite } from './favorites-service.ts'

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec section 5: favourites need sign-in; the client shows 'Please sign in to add favorites'.
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })
  const db = app.database.db

  app.get('/favorites', { schema: { response: { 200: FavoriteListSchema } } }, async (request) => {
    const user = await requireUser(request)
    return { items: await listFavorites(db, user.id) }
  })

  app.get('/favorites/ids', { schema: { response: { 200: FavoriteIdsSchema } } }, async (request) => {
    const user = await requireUser(request)
    return { productIds: await listFavoriteIds(db, user.id) }
  })

  app.post(
    '/favorites',
    { schema: { body: AddFavoriteSchema, response: { 200: FavoriteStateSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return addFavorite(db, user.id, request.body.productId)
    },
  )

  app.delete(
    '/favorites/:productId',
    { schema: { params: FavoriteParamsSchema, response: { 200: FavoriteStateSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return removeFavorite(db, user.id, request.params.productId)
    },
  )
}
