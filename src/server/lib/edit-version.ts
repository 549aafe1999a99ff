import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { AppError } from '#server/lib/app-error.ts'
import type { EditSubject } from '#shared/edit-version.ts'

// The server half of "saving an admin form never overwrites changes made since it was loaded"
// (issue 9 item 3, ADR 015; the shared half is #shared/edit-version.ts). A service that saves an
// admin form locks the row (SELECT … FOR UPDATE, or a conditional UPDATE/upsert), checks the
// version the form sent with checkEditVersion, and writes `version: nextEditVersion(table.version)`
// with the change. admin-edit-versions.test.ts walks every admin PUT/PATCH route, so a form added
// later cannot skip this.

/** 409 EDIT_CONFLICT unless the row still has the version the form was loaded with. */
export function checkEditVersion(current: number, loaded: number, subject: EditSubject): void {
  if (current !== loaded) throw AppError.editConflict(subject)
}

/** The version a save writes. */
export function nextEditVersion(column: AnyPgColumn): SQL<number> {
  return sql<number>`${column} + 1`
}
