import { z } from 'zod'

// Admin edit forms never overwrite changes made since they were loaded (issue 9 item 3, ADR 015).
// Every row an admin form edits carries a `version`, raised by one on each save through a form.
// The form sends back the version it was loaded with; the server saves only if the row still
// has it and otherwise answers 409 EDIT_CONFLICT with editConflictMessage(); the form then
// offers Reload. Counters that the store itself moves (stock sold at checkout, ratings from
// reviews) are not edits: they do not raise the version, and forms change them as adjustments.

/** The version a form was loaded with: 0 for a settings row that was never saved. */
export const EditVersionSchema = z
  .number({ message: 'must be the version the form was loaded with' })
  .int('must be the version the form was loaded with')
  .min(0, 'must be the version the form was loaded with')

/** What each admin form edits, as its conflict message names it. */
export const EDIT_SUBJECTS = {
  product: 'This product',
  storeSettings: 'The store settings',
  deliveryArea: 'This delivery area',
  searchWord: 'This search word',
} as const
export type EditSubject = (typeof EDIT_SUBJECTS)[keyof typeof EDIT_SUBJECTS]

/** 'This product changed while you were editing. Reload to see the latest.' */
export function editConflictMessage(subject: EditSubject): string {
  return `${subject} changed while you were editing. Reload to see the latest.`
}
