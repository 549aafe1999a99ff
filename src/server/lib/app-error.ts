import { ErrorCode } from '#shared/errors.ts'

/** The one error type services throw; the error handler maps it to `{ error: { code, message, fields } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(ErrorCode.BadRequest, 400, message, fields)
  }
  static unauthorized(message = 'Please sign in to continue') {
    return new AppError(ErrorCode.Unauthorized, 401, message)
  }
  static forbidden(message = 'You do not have access to this') {
    return new AppError(ErrorCode.Forbidden, 403, message)
  }
  static notFound(message = 'Not found') {
    return new AppError(ErrorCode.NotFound, 404, message)
  }
  static conflict(message: string, fields?: Record<string, string>) {
    return new AppError(ErrorCode.Conflict, 409, message, fields)
  }
}
