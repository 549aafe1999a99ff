import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readUploadedFile } from '#server/lib/upload-file.ts'
import { requireUser } from '#server/plugins/auth.ts'
import { UPLOAD_LIMITS } from '#shared/constants.ts'
import { imageTooLargeMessage } from '#shared/schemas/account.ts'
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
    const { data: upload } = await readUploadedFile(request, {
      maxBytes: UPLOAD_LIMITS.imageMaxBytes,
      tooLargeMessage: imageTooLargeMessage(UPLOAD_LIMITS.imageMaxBytes),
      missingMessage: 'Please choose an image to upload',
    })
    return setAvatar(app.database.db, app.storage, user.id, upload)
  })

  app.delete('/profile/avatar', { schema: { response: { 200: AvatarSchema } } }, async (request) => {
    const user = await requireUser(request)
    return removeAvatar(app.database.db, app.storage, user.id)
  })
}
