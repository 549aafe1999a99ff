import { type EditSubject, editConflictMessage } from '#shared/edit-version.ts'
import { ErrorCode } from '#shared/errors.ts'

/**
 * The one error type services throw; the error handler maps it to `{ error: { code, message, fields } }`.
 * Codes come only from the shared list (src/shared/errors.ts): a refusal the client must tell
 * apart from others gets its own code there, e.g. `AppError.conflict(SLOT_FULL_MESSAGE, ErrorCode.SlotFull)`.
 */
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

  /**
   * The message's catalogue id and arguments, for a message with specifics ('Only 2 left of
   * Milk'): the error handler writes it in the reader's language (ADR 032). A fixed message needs
   * none: it is found by its English (plugins/error-texts.ts).
   */
  text?: { id: string; values?: Record<string, string | number>; hindi?: Record<string, string> }
  /**
   * `hindi` replaces some values when the reader reads Hindi: a product's Hindi name where it has
   * one, so 'केवल 2 बचे हैं: दूध' does not name it in English (the cart and pages show it so).
   */
  withText(id: string, values?: Record<string, string | number>, hindi?: Record<string, string>): this {
    this.text = { id, values, hindi }
    return this
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
  static conflict(message: string, code: ErrorCode = ErrorCode.Conflict) {
    return new AppError(code, 409, message)
  }
  /** An admin form's row changed since the form loaded it (lib/edit-version.ts). */
  static editConflict(subject: EditSubject) {
    return new AppError(ErrorCode.EditConflict, 409, editConflictMessage(subject)).withText(
      'errors.EDIT_CONFLICT',
    )
  }
}
