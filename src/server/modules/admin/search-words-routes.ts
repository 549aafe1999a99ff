import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createSearchWord,
  deleteSearchWord,
  listSearchWords,
  updateSearchWord,
} from '#server/modules/search/search-words-service.ts'
import { IdParamsSchema, OkSchema } from '#shared/schemas/common.ts'
import {
  AdminSearchWordSchema,
  SearchWordBodySchema,
  SearchWordsSchema,
  SearchWordUpdateBodySchema,
} from '#shared/schemas/search.ts'
import { adminErrors } from './admin-errors.ts'

/** 'Search words': the store's own entries of the search dictionary (issue 11, ADR 035). */
export const searchWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get('/search-words', { schema: { response: { 200: SearchWordsSchema, ...adminErrors } } }, () =>
    listSearchWords(db),
  )

  app.post(
    '/search-words',
    { schema: { body: SearchWordBodySchema, response: { 201: AdminSearchWordSchema, ...adminErrors } } },
    async (request, reply) => reply.code(201).send(await createSearchWord(db, request.body)),
  )

  app.put(
    '/search-words/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: SearchWordUpdateBodySchema,
        response: { 200: AdminSearchWordSchema, ...adminErrors },
      },
    },
    (request) => updateSearchWord(db, request.params.id, request.body),
  )

  app.delete(
    '/search-words/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema, ...adminErrors } } },
    async (request) => {
      await deleteSearchWord(db, request.params.id)
      return { ok: true as const }
    },
  )
}
