import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#server/lib/app-error.ts'
import { requireUser } from '#server/plugins/auth.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import { ErrorCode } from '#shared/errors.ts'
import { INVALID_IMAGE_TYPE_MESSAGE, imageTooLargeMessage } from '#shared/schemas/account.ts'
import { removeAvatar, setAvatar } from './avatar-service.ts'

const AvatarSchema = z.object({ avatarUrl: z.string().nullable() })

/** Edit profile's camera button: POST a multipart form with one image file; DELETE removes it. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-in is checked before a byte of the upload is read.
  app.addHook('onRequest', async (request) => {
    await requireUser(request)
  })
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 },
  })

  app.post('/profile/avatar', { schema: { response: { 200: AvatarSchema } } }, async (request) => {
    const user = await requireUser(request)
    if (!request.isMultipart()) throw AppError.badRequest('Please choose an image to upload')
    const file = await request.file()
    if (!file) throw AppError.badRequest('Please choose an image to upload')
    let upload: Buffer
    try {
      upload = await file.toBuffer()
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(ErrorCode.PayloadTooLarge, 413, imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes))
      }
      throw err
    }
    if (upload.length === 0) throw AppError.badRequest(INVALID_IMAGE_TYPE_MESSAGE)
    return setAvatar(app.database.db, app.storage, user.id, upload)
  })

  app.delete('/profile/avatar', { schema: { response: { 200: AvatarSchema } } }, async (request) => {
    const user = await requireUser(request)
    return removeAvatar(app.database.db, app.storage, user.id)
  })
}
