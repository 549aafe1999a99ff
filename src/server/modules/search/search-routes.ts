import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PublicAnswers } from '#server/modules/catalog/catalog-answers.ts'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { SearchPageSchema, SearchQuerySchema } from '#shared/schemas/catalog.ts'
import { SuggestionsSchema, SuggestQuerySchema } from '#shared/schemas/search.ts'
import { searchLane } from './search-front.ts'
import { searchProducts } from './search-service.ts'
import { suggest } from './suggest-service.ts'

export const searchRoutes: FastifyPluginAsyncZod<{ caches: CatalogCaches; cached: PublicAnswers }> = async (
  app,
  { caches, cached },
) => {
  // An empty or blank q is refused by the schema (400 naming query.q), never run as 'match all'.
  app.get(
    '/search',
    { ...cached.options, schema: { querystring: SearchQuerySchema, response: { 200: SearchPageSchema } } },
    async (request, reply) =>
      cached.answer(request, reply, () => searchProducts(app.database.db, caches, request.query)),
  )

  // Instant suggestions of the header search (ADR 035): the same matching, a capped ranking.
  app.get(
    '/search/suggest',
    { ...cached.options, schema: { querystring: SuggestQuerySchema, response: { 200: SuggestionsSchema } } },
    async (request, reply) => cached.answer(request, reply, () => suggest(app.database.db, request.query.q)),
  )
  // Both routes' misses are answered in front of Fastify on a listening server (ADR 077).
  cached.inFront(searchLane(app.database.db, caches, app.prefix))
}
