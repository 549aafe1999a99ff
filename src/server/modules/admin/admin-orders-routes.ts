import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { exportGstr1Csv, getInvoicePdf, sendInvoicePdf } from '#server/modules/invoices/invoice-service.ts'
import { confirmUpiPayment, rejectUpiPayment } from '#server/modules/payments/upi-service.ts'
import { requireAdmin } from '#server/plugins/auth.ts'
import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  DeliveryPartnerSchema,
  Gstr1QuerySchema,
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

  app.get(
    '/orders/:id/invoice',
    { schema: { params: IdParamsSchema, response: adminErrors } },
    async (request, reply) => {
      const { invoiceNumber, pdf } = await getInvoicePdf(db, request.params.id, null)
      return sendInvoicePdf(reply, invoiceNumber, pdf)
    },
  )

  app.get('/invoices/gstr1', { schema: { querystring: Gstr1QuerySchema } }, async (request, reply) => {
    const csv = await exportGstr1Csv(db, request.query.month)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${request.query.month}.csv"`)
      .send(csv)
  })

  // UPI to the store's own UPI ID (ADR 030): staff saw the money arrive, or did not.
  app.post(
    '/orders/:id/payment/confirm',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderDetailSchema, ...adminErrors } } },
    async (request) => {
      const admin = await requireAdmin(request)
      await confirmUpiPayment(db, admin.id, request.params.id)
      return getAdminOrder(db, request.params.id)
    },
  )

  app.post(
    '/orders/:id/payment/reject',
    { schema: { params: IdParamsSchema, response: { 200: AdminOrderDetailSchema, ...adminErrors } } },
    async (request) => {
      const admin = await requireAdmin(request)
      await rejectUpiPayment(db, admin.id, request.params.id)
      return getAdminOrder(db, request.params.id)
    },
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
