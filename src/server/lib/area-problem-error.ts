import { AppError } from '#server/lib/app-error.ts'
import type { AreaProblem } from '#shared/delivery-areas.ts'
import { ErrorCode } from '#shared/errors.ts'

/**
 * The 400 for an address its area cannot deliver to (ADR 019), with the message under the field to
 * fix, in the reader's language (the same catalogue texts the address form shows).
 */
export function areaProblemError(problem: AreaProblem): AppError {
  const error = new AppError(
    problem.outside ? ErrorCode.OutsideDeliveryAreas : ErrorCode.AddressAreaNeeded,
    400,
    problem.message,
    { [`body.${problem.field}`]: problem.message },
  )
  if (problem.kind === 'outside')
    return error.withText('addresses.outsideAreas', { pincode: problem.pincode })
  if (problem.kind === 'choose') return error.withText('addresses.chooseAreaFirst')
  return problem.right
    ? error.withText('addresses.elsewhere', {
        pincode: problem.pincode,
        chosen: problem.chosen ?? '',
        right: problem.right,
      })
    : error.withText('addresses.notInArea', { pincode: problem.pincode, chosen: problem.chosen ?? '' })
}
