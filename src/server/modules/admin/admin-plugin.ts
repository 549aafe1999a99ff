import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '#server/plugins/auth.ts'
import { CSV_MAX_BYTES } from '#shared/schemas/admin.ts'
import { adminOrdersRoutes } from './admin-orders-routes.ts'
import { adminProductsRoutes } from './admin-products-routes.ts'
import { adminReviewsRoutes } from './admin-reviews-routes.ts'
import { customersRoutes } from './customers-routes.ts'
import { dashboardRoutes } from './dashboard-routes.ts'
import { deliveryAreasRoutes } from './delivery-areas-routes.ts'
import { searchWordsRoutes } from './search-words-routes.ts'
import { storeSettingsRoutes } from './store-settings-routes.ts'

/**
 * The whole admin API, registered by app.ts at /api/admin. Its one onRequest hook is the role
 * guard (visitors 401, customers 403; ARCHITECTURE.md "Admin routes live under /api/admin/*
 * behind one role guard"): it runs before any body is read, so no admin route can forget it.
 * admin-guard.test.ts walks the server's whole route table to keep it that way.
 */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request)
  })
  // Image and CSV uploads; each route passes its own, smaller file limit.
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } })

  await app.register(dashboardRoutes)
  await app.register(adminOrdersRoutes)
  await app.register(adminProductsRoutes)
  await app.register(adminReviewsRoutes)
  await app.register(customersRoutes)
  await app.register(storeSettingsRoutes)
  await app.register(deliveryAreasRoutes)
  await app.register(searchWordsRoutes)
}
