import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminCustomerListQuerySchema, AdminCustomerPageSchema } from '#shared/schemas/admin.ts'
import { adminErrors } from './admin-errors.ts'
import { listCustomers } from './customers-service.ts'

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerPageSchema, ...adminErrors },
      },
    },
    (request) => listCustomers(app.database.db, request.query),
  )
}
