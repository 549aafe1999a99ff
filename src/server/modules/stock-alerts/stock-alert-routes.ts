import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import {
  StockAlertIdsSchema,
  StockAlertParamsSchema,
  StockAlertStateSchema,
} from '#shared/schemas/stock-alerts.ts'
import { listStockAlertIds, subscribeStockAlert, unsubscribeStockAlert } from './stock-alert-service.ts'

/** "Notify me" for signed-in shoppers (issue 12 item 9). */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })
  const db = app.database.db

  app.get('/stock-alerts', { schema: { response: { 200: StockAlertIdsSchema } } }, async (request) => {
    const user = await requireUser(request)
    return { productIds: await listStockAlertIds(db, user.id) }
  })

  app.put(
    '/stock-alerts/:productId',
    { schema: { params: StockAlertParamsSchema, response: { 200: StockAlertStateSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return subscribeStockAlert(db, user.id, request.params.productId)
    },
  )

  app.delete(
    '/stock-alerts/:productId',
    { schema: { params: StockAlertParamsSchema, response: { 200: StockAlertStateSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return unsubscribeStockAlert(db, user.id, request.params.productId)
    },
  )
}
