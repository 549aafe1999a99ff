import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm'
import type { SortDirection } from '#shared/schemas/admin.ts'

/** `%text%` for LIKE with the user's own % and _ taken literally; lower-cased for lower() indexes. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}

/**
 * ORDER BY for an admin table's sorted column: the column in the asked direction, then the row's
 * id the same way, so rows with equal values keep one order and pages never overlap.
 */
export function sortedBy(dir: SortDirection, column: SQL | AnyColumn, id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc
  return [by(column), by(id)]
}
