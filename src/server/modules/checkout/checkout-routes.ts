import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { asSignedInUser } from '#server/plugins/auth.ts'
import { ApiErrorSchema } from '#shared/errors.ts'
import {
  DeliverySlotListSchema,
  IdempotencyHeadersSchema,
  OrderDetailSchema,
  PlaceOrderBodySchema,
} from '#shared/schemas/orders.ts'
import { placeOrder } from './checkout-service.ts'
import { listDeliverySlots } from './delivery-slot-service.ts'

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, checkoutDb } = app.database

  // Public: which slots exist and are full is no secret, and the list is the same for everyone.
  app.get('/delivery-slots', { schema: { response: { 200: DeliverySlotListSchema } } }, async () => ({
    items: await listDeliverySlots(db),
  }))

  // Place Order. 201 with a new order; 200 with the first order when the Idempotency-Key was seen.
  app.post(
    '/orders',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderBodySchema,
        response: {
          200: OrderDetailSchema,
          201: OrderDetailSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The order's read looks the session up itself (ADR 053).
      const { order, created } = await asSignedInUser(request, (who) =>
        placeOrder(checkoutDb, {
          ...request.body,
          ...who,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      )
      return reply.status(created ? 201 : 200).send(order)
    },
  )
}
