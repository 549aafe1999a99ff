import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdmin } from '#server/plugins/auth.ts'
import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  DeliveryPartnerSchema,
  OrderStatusChangeBodySchema,
} from '#shared/schemas/admin.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import { adminErrors } from './admin-errors.ts'
import {
  assignAdminDeliveryPartner,
  changeAdminOrderStatus,
  getAdminOrder,
  listAdminOrders,
} from './admin-orders-service.ts'

/** 'Order Management': list, View Details, the status dropdown and the delivery partner. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/orders',
    {
      schema: {
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderPageSchema, ...adminErrors },
      },
    },
    (request) => listAdminOrders(db, request.query),
  )

  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderDetailSchema, ...adminErrors } } },
    (request) => getAdminOrder(db, request.params.id),
  )

  app.put(
    '/orders/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusChangeBodySchema,
        response: { 200: AdminOrderDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request)
      return changeAdminOrderStatus(db, admin.id, request.params.id, request.body)
    },
  )

  app.put(
    '/orders/:id/delivery-partner',
    {
      schema: {
        params: IdParamsSchema,
        body: DeliveryPartnerSchema,
        response: { 200: AdminOrderDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request)
      return assignAdminDeliveryPartner(db, admin.id, request.params.id, request.body)
    },
  )
}
