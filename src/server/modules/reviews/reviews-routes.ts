import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSessionUser, requireUser } from '#server/plugins/auth.ts'
import { IdParamsSchema } from '#shared/schemas/common.ts'
import {
  CreateReviewSchema,
  ProductReviewsSchema,
  ReviewSchema,
  ReviewsQuerySchema,
  ReviewVoteSchema,
} from '#shared/schemas/reviews.ts'
import { unvoteHelpful, voteHelpful } from './review-votes-service.ts'
import { createReview, listProductReviews } from './reviews-service.ts'

// Mounted beside the catalogue (which owns /products/:id itself), not inside it.

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  // Public; a signed-in caller also learns what they voted for and whether they reviewed.
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        params: IdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ProductReviewsSchema },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(request)
      return listProductReviews(db, request.params.id, viewer?.id ?? null, request.query)
    },
  )

  await app.register(reviewWriteRoutes)
}

/** Writing and voting need sign-in (the client says 'Please login to submit a review' / 'to vote'). */
const reviewWriteRoutes: FastifyPluginAsyncZod = async (personal) => {
  const db = personal.database.db
  personal.addHook('onRequest', async (request) => {
    await requireUser(request)
  })

  personal.post(
    '/products/:id/reviews',
    { schema: { params: IdParamsSchema, body: CreateReviewSchema, response: { 201: ReviewSchema } } },
    async (request, reply) => {
      const user = await requireUser(request)
      return reply.status(201).send(await createReview(db, user.id, request.params.id, request.body))
    },
  )

  personal.post(
    '/reviews/:id/vote',
    { schema: { params: IdParamsSchema, response: { 200: ReviewVoteSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return voteHelpful(db, user.id, request.params.id)
    },
  )

  personal.delete(
    '/reviews/:id/vote',
    { schema: { params: IdParamsSchema, response: { 200: ReviewVoteSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return unvoteHelpful(db, user.id, request.params.id)
    },
  )
}
