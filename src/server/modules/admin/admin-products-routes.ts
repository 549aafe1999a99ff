import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/lib/app-error.ts'
import { readUploadedFile } from '#server/lib/upload-file.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import { imageTooLargeMessage } from '#shared/schemas/account.ts'
import {
  AdminProductListQuerySchema,
  AdminProductPageSchema,
  AdminProductSchema,
  CSV_MAX_BYTES,
  CSV_MESSAGES,
  CSV_TEMPLATE_FILENAME,
  CsvImportResultSchema,
  ProductBodySchema,
  ProductChangesSchema,
  UploadedProductImageSchema,
} from '#shared/schemas/admin.ts'
import { IdParamsSchema, OkSchema } from '#shared/schemas/common.ts'
import { adminErrors } from './admin-errors.ts'
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './admin-products-service.ts'
import { CSV_TEMPLATE, importProductsCsv } from './csv-import-service.ts'
import { productImageKey, removeProductImageIfUnused, storeProductImage } from './product-images-service.ts'

/** 'Product Management': the grid, the Add/Edit dialog, its image uploader and Bulk Upload. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { storage } = app

  app.get(
    '/products',
    {
      schema: {
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductPageSchema, ...adminErrors },
      },
    },
    (request) => listAdminProducts(db, request.query),
  )

  app.get(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminProductSchema, ...adminErrors } } },
    (request) => getAdminProduct(db, request.params.id),
  )

  app.post(
    '/products',
    { schema: { body: ProductBodySchema, response: { 201: AdminProductSchema, ...adminErrors } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, storage, request.body)),
  )

  app.patch(
    '/products/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: ProductChangesSchema,
        response: { 200: AdminProductSchema, ...adminErrors },
      },
    },
    (request) => updateProduct(db, storage, request.params.id, request.body),
  )

  app.delete(
    '/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema, ...adminErrors } } },
    async (request) => {
      await deleteProduct(db, storage, request.params.id)
      return { ok: true as const }
    },
  )

  app.post(
    '/product-images',
    { schema: { response: { 201: UploadedProductImageSchema, ...adminErrors } } },
    async (request, reply) => {
      const { data } = await readUploadedFile(request, {
        maxBytes: UPLOAD_LIMITS.imageMaxBytes,
        tooLargeMessage: imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes),
        missingMessage: 'Please choose an image to upload',
      })
      return reply.status(201).send(await storeProductImage(storage, data))
    },
  )

  // The uploader's remove button before the product is saved. A picture a product still shows
  // is kept: the product lets go of it when saved without it (updateProduct removes it then).
  app.delete(
    '/product-images/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema, ...adminErrors } } },
    async (request) => {
      await removeProductImageIfUnused(db, storage, productImageKey(request.params.id), null)
      return { ok: true as const }
    },
  )

  app.get('/products/import-template', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CSV_TEMPLATE_FILENAME}"`)
      .send(CSV_TEMPLATE),
  )

  app.post(
    '/products/import',
    { schema: { response: { 200: CsvImportResultSchema, ...adminErrors } } },
    async (request) => {
      const { filename, data } = await readUploadedFile(request, {
        maxBytes: CSV_MAX_BYTES,
        tooLargeMessage: CSV_MESSAGES.tooLarge,
        missingMessage: CSV_MESSAGES.noFile,
      })
      if (!filename.toLowerCase().endsWith('.csv')) throw AppError.badRequest(CSV_MESSAGES.notCsv)
      return importProductsCsv(db, data)
    },
  )
}
