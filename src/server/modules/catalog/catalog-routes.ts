import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { searchRoutes } from '#server/modules/search/search-routes.ts'
import { loadStoreSynonyms } from '#server/modules/search/search-words-service.ts'
import {
  CategorySchema,
  DeliveryLocationSchema,
  HomeStripsSchema,
  ProductDetailSchema,
  ProductFiltersSchema,
  ProductPageSchema,
  ProductSummarySchema,
} from '#shared/schemas/catalog.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import { createPublicAnswers } from './catalog-answers.ts'
import {
  getCategory,
  getProductDetail,
  listCategories,
  listDeliveryLocations,
  listRelatedProducts,
} from './catalog-service.ts'
import { getHomeStrips } from './home-service.ts'
import { listingLane } from './listing-front.ts'
import { listAllProducts, listCategoryProducts } from './product-listing.ts'

// Everything a visitor reads without signing in: categories, products, search, home strips,
// delivery areas.
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tests read what they have just written, so they run without the cache (test-app.ts).
  const db = app.database.db
  // The store's search words live in each instance's memory: reloaded when the catalogue moves.
  const { caches, cached } = createPublicAnswers(app, app.config.CATALOG_CACHE, () => loadStoreSynonyms(db))

  app.get('/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    listCategories(db),
  )

  app.get(
    '/categories/:id',
    { schema: { params: IdParamsSchema, response: { 200: CategorySchema } } },
    async (request) => getCategory(db, request.params.id),
  )

  app.get(
    '/categories/:id/products',
    {
      ...cached.options,
      schema: {
        params: IdParamsSchema,
        querystring: ProductFiltersSchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request, reply) =>
      cached.answer(request, reply, () => listCategoryProducts(db, caches, request.params.id, request.query)),
  )

  app.get(
    '/products',
    {
      ...cached.options,
      schema: { querystring: ProductFiltersSchema, response: { 200: ProductPageSchema } },
    },
    async (request, reply) => cached.answer(request, reply, () => listAllProducts(db, caches, request.query)),
  )
  // Both listings' misses are answered in front of Fastify on a listening server (ADR 040).
  cached.inFront(listingLane(db, caches, app.prefix))

  app.get(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: ProductDetailSchema } } },
    async (request) => getProductDetail(db, request.params.id),
  )

  app.get(
    '/products/:id/related',
    { schema: { params: IdParamsSchema, response: { 200: z.array(ProductSummarySchema) } } },
    async (request) => listRelatedProducts(db, request.params.id),
  )

  app.get('/home', { schema: { response: { 200: HomeStripsSchema } } }, async () => getHomeStrips(db))

  app.get(
    '/delivery-locations',
    { schema: { response: { 200: z.array(DeliveryLocationSchema) } } },
    async () => listDeliveryLocations(db),
  )

  // Search is its own module; it shares this module's cache, so it is registered here.
  await app.register(searchRoutes, { caches, cached })
}
