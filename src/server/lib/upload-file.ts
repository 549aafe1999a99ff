import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { ErrorCode } from '#shared/errors.ts'

/**
 * The one file of a multipart upload, read into memory up to `maxBytes`; beyond that 413 with
 * `tooLargeMessage` (the stream is cut off there, so a huge upload costs no more memory). Every
 * upload route reads its file here (avatar, product pictures, CSV import).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeMessage: string; missingMessage: string },
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw AppError.badRequest(options.missingMessage)
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } })
    if (!file) throw AppError.badRequest(options.missingMessage)
    const data = await file.toBuffer()
    // toBuffer throws only when busboy marked the file truncated before its last chunk was read;
    // the mark can come after it, and the file, cut at the limit, then came back as if whole
    // (a 6.3 MB picture saved as 5 MB, or refused as 'Invalid file type'). So look again.
    if (file.file.truncated) throw tooLarge(options.tooLargeMessage)
    if (data.length === 0) throw AppError.badRequest(options.missingMessage)
    return { filename: file.filename, data }
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw tooLarge(options.tooLargeMessage)
    }
    if (err instanceof AppError) throw err
    // busboy's own words for a form it cannot read ('Unexpected end of form', 'Boundary not
    // found'): a body cut short or made up, not a fault of the server; they answered 500.
    const status = (err as { statusCode?: number }).statusCode
    if (status !== undefined && status < 500) throw err
    throw AppError.badRequest(UPLOAD_UNREADABLE_MESSAGE)
  }
}

export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please choose the file again.'

const tooLarge = (message: string) => new AppError(ErrorCode.PayloadTooLarge, 413, message)
