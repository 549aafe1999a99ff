import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AdminDeliveryAreaSchema, DeliveryAreaPincodesBodySchema } from '#shared/schemas/admin.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import { adminErrors } from './admin-errors.ts'
import { listDeliveryAreas, saveAreaPincodes } from './delivery-areas-service.ts'

/** The Delivery Areas tab: each area's pincode list (ADR 019). */
export const deliveryAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  app.get(
    '/delivery-areas',
    { schema: { response: { 200: z.array(AdminDeliveryAreaSchema), ...adminErrors } } },
    () => listDeliveryAreas(db),
  )
  app.put(
    '/delivery-areas/:id/pincodes',
    {
      schema: {
        params: IdParamsSchema,
        body: DeliveryAreaPincodesBodySchema,
        response: { 200: AdminDeliveryAreaSchema, ...adminErrors },
      },
    },
    async (request) => saveAreaPincodes(db, request.params.id, request.body),
  )
}
