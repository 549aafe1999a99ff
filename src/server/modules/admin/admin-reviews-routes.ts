import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminReviewListQuerySchema, AdminReviewPageSchema } from '#shared/schemas/admin.ts'
import { IdParamsSchema, OkSchema } from '#shared/schemas/common.ts'
import { deleteReview } from '../reviews/reviews-service.ts'
import { adminErrors } from './admin-errors.ts'
import { listAdminReviews } from './admin-reviews-service.ts'

/** 'Review Management': search and delete (the product's rating and count are recomputed). */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/reviews',
    {
      schema: {
        querystring: AdminReviewListQuerySchema,
        response: { 200: AdminReviewPageSchema, ...adminErrors },
      },
    },
    (request) => listAdminReviews(db, request.query),
  )

  app.delete(
    '/reviews/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema, ...adminErrors } } },
    async (request) => {
      await deleteReview(db, request.params.id)
      return { ok: true as const }
    },
  )
}
