import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deleteReview } from '#server/modules/reviews/reviews-service.ts'
import { AdminReviewListQuerySchema, AdminReviewPageSchema } from '#shared/schemas/admin.ts'
import { IdParamsSchema, OkSchema } from '#shared/schemas/common.ts'
import { adminErrors } from './admin-errors.ts'
import { listAdminReviews } from './admin-reviews-service.ts'

/** 'Review Management': search and delete (the database recounts the product's rating and count). */
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
