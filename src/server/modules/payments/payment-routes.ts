import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/lib/app-error.ts'
import { getUserOrder } from '#server/modules/orders/order-service.ts'
import { getStoreSettings } from '#server/modules/settings/settings-service.ts'
import { requireUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import { upiOffered, upiPaymentLink } from '#shared/payments.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import { OrderDetailSchema, UpiReferenceBodySchema } from '#shared/schemas/orders.ts'
import { NOT_UPI_MESSAGE, reportUpiReference } from './upi-service.ts'

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }

/** The shopper's side of a UPI payment (ADR 030): the QR code and "I have paid". */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, checkoutDb } = app.database

  app.post(
    '/orders/:id/payment-reference',
    {
      schema: {
        params: IdParamsSchema,
        body: UpiReferenceBodySchema,
        response: { 200: OrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request)
      return reportUpiReference(checkoutDb, user.id, request.params.id, request.body.reference)
    },
  )

  /** The order's UPI payment link as a QR code (SVG), drawn by the server so pages carry no QR code. */
  app.get('/orders/:id/upi-qr', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const user = await requireUser(request)
    const [order, settings] = await Promise.all([
      getUserOrder(db, user.id, request.params.id),
      getStoreSettings(db),
    ])
    if (order.paymentMethod !== 'upi') throw AppError.conflict(NOT_UPI_MESSAGE)
    if (!upiOffered(settings)) throw AppError.conflict('This store no longer takes UPI')
    const link = upiPaymentLink({
      upiId: settings.upiId,
      payeeName: settings.upiPayeeName,
      amount: order.totalAmount,
      orderNumber: order.orderNumber,
    })
    // qrcode is loaded with the first UPI order's code, not at start (ADR 039).
    const { default: QRCode } = await import('qrcode')
    const svg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'private, max-age=300')
      .send(svg)
  })
}
