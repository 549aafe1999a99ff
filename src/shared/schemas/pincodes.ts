import { z } from 'zod'
import { PINCODE_LIST_MAX, PINCODE_PATTERN, tidyPincodeList } from '../delivery-areas.ts'

// The pincode schemas, apart from the area rule (delivery-areas.ts) they build on: the address form
// and checkout use that rule on the page without downloading zod (issue 13 item 6, ADR 045).

export const PincodeSchema = z
  .string({ message: 'Pincode is required' })
  .trim()
  .regex(PINCODE_PATTERN, 'Pincode must be 6 digits')

/** The pincodes an admin saves for an area: each six digits, no repeats, sorted. */
export const PincodeListSchema = z
  .array(z.string().trim().regex(PINCODE_PATTERN, 'Each pincode must be 6 digits'))
  .max(PINCODE_LIST_MAX, `An area can list at most ${PINCODE_LIST_MAX} pincodes`)
  .transform(tidyPincodeList)
