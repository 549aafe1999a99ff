import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'

/**
 * The one file of a multipart upload, read into memory up to `maxBytes`; beyond that 413 with
 * `tooLargeMessage` (the stream is cut off there, so a huge upload costs no more memory).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeMessage: string; missingMessage: string },
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw AppError.badRequest(options.missingMessage)
  const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } })
  if (!file) throw AppError.badRequest(options.missingMessage)
  try {
    const data = await file.toBuffer()
    if (data.length === 0) throw AppError.badRequest(options.missingMessage)
    return { filename: file.filename, data }
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(ErrorCode.PayloadTooLarge, 413, options.tooLargeMessage)
    }
    throw err
  }
}
