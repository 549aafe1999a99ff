import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '#server/plugins/auth.ts'
import { AddressInputSchema, AddressListSchema, AddressSchema } from '#shared/schemas/account.ts'
import { IdParamsSchema, OkSchema } from '#shared/schemas/common.ts'
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './address-service.ts'

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })
  const db = app.database.db

  app.get('/addresses', { schema: { response: { 200: AddressListSchema } } }, async (request) => {
    const user = await requireUser(request)
    return { items: await listAddresses(db, user.id) }
  })

  app.post(
    '/addresses',
    { schema: { body: AddressInputSchema, response: { 201: AddressSchema } } },
    async (request, reply) => {
      const user = await requireUser(request)
      return reply.status(201).send(await createAddress(db, user.id, request.body))
    },
  )

  app.put(
    '/addresses/:id',
    { schema: { params: IdParamsSchema, body: AddressInputSchema, response: { 200: AddressSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return updateAddress(db, user.id, request.params.id, request.body)
    },
  )

  app.delete(
    '/addresses/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = await requireUser(request)
      await deleteAddress(db, user.id, request.params.id)
      return { ok: true as const }
    },
  )

  app.post(
    '/addresses/:id/default',
    { schema: { params: IdParamsSchema, response: { 200: AddressSchema } } },
    async (request) => {
      const user = await requireUser(request)
      return setDefaultAddress(db, user.id, request.params.id)
    },
  )
}
