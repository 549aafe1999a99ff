import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getInvoicePdf, sendInvoicePdf } from '#server/modules/invoices/invoice-service.ts'
import { requireUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import {
  BuyAgainSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  ProfileStatsSchema,
  ReorderResultSchema,
} from '#shared/schemas/orders.ts'
import { cancelUserOrder, getUserOrder, listUserOrders } from './order-service.ts'
import { reorder } from './reorder-service.ts'
import { buyAgain, profileStats } from './shopper-stats-service.ts'

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }

/** The customer's own orders (spec section 2, My Orders and Order tracking). Placing one is checkout's. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/orders',
    { schema: { querystring: OrderListQuerySchema, response: { 200: OrderPageSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return listUserOrders(db, user.id, request.query)
    },
  )

  app.get(
    '/orders/buy-again',
    { schema: { response: { 200: BuyAgainSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return { items: await buyAgain(db, user.id) }
    },
  )

  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: OrderDetailSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return getUserOrder(db, user.id, request.params.id)
    },
  )

  app.get(
    '/orders/:id/invoice',
    { schema: { params: IdParamsSchema, response: errors } },
    async (request, reply) => {
      const user = await requireUser(request)
      const { invoiceNumber, pdf } = await getInvoicePdf(db, request.params.id, user.id)
      return sendInvoicePdf(reply, invoiceNumber, pdf)
    },
  )

  app.post(
    '/orders/:id/cancel',
    { schema: { params: IdParamsSchema, response: { 200: OrderDetailSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return cancelUserOrder(db, user.id, request.params.id)
    },
  )

  app.post(
    '/orders/:id/reorder',
    { schema: { params: IdParamsSchema, response: { 200: ReorderResultSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return reorder(db, user.id, request.params.id)
    },
  )

  app.get(
    '/profile/stats',
    { schema: { response: { 200: ProfileStatsSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request)
      return profileStats(db, user.id)
    },
  )
}
