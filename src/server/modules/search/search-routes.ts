import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { ProductPageSchema, SearchQuerySchema } from '#shared/schemas/catalog.ts'
import { searchProducts } from './search-service.ts'

export const searchRoutes: FastifyPluginAsyncZod<{ caches: CatalogCaches }> = async (app, { caches }) => {
  // An empty or blank q is refused by the schema (400 naming query.q), never run as 'match all'.
  app.get(
    '/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: ProductPageSchema } } },
    async (request) => searchProducts(app.database.db, caches, request.query),
  )
}
