// Keyset paging shared by the listings and search (issue 13 item 3, ADR 026): which rows a
// request asks for (by position within the counted first products, after or before a cursor,
// or the last page), and the page's cursors to its neighbours.
import type { SQL } from 'drizzle-orm'
import { AppError } from '#server/lib/app-error.ts'
import { type CursorKey, encodeCursor, type ListingCursor, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import type { ProductFilters } from '#shared/schemas/catalog.ts'
import { keysetCondition, pageCountOf, type SortKeys } from './product-query.ts'

export type PageRequest = Pick<ProductFilters, 'after' | 'before' | 'last' | 'page' | 'pageSize'>

/** How to read one page: a condition past the cursor, read forwards or backwards, or an offset. */
export type PageRead = {
  reverse: boolean
  /** Rows past the cursor, or undefined. */
  condition: SQL | undefined
  offset: number
  /** One more row than the page, to learn whether another page follows. */
  limit: number
}

export const STALE_CURSOR_MESSAGE =
  'belongs to another list (its sort, filters or search changed): start again from the first page'

/** The read a request asks for; a cursor made for another sort or listing is a 400. */
export function pageRead(request: PageRequest, sort: string, fingerprint: string, keys: SortKeys): PageRead {
  const limit = request.pageSize + 1
  const cursor = request.after ?? request.before
  if (cursor) {
    const field = request.after ? 'after' : 'before'
    if (cursor.s !== sort || cursor.f !== fingerprint || cursor.k.length !== keys.columns.length)
      throw AppError.badRequest(`${field} ${STALE_CURSOR_MESSAGE}`, {
        [`query.${field}`]: STALE_CURSOR_MESSAGE,
      }).withText('refusals.staleCursorFor', { field })
    const reverse = field === 'before'
    return { reverse, condition: keysetCondition(keys, cursor.k, reverse), offset: 0, limit }
  }
  if (request.last) return { reverse: true, condition: undefined, offset: 0, limit }
  return { reverse: false, condition: undefined, offset: (request.page - 1) * request.pageSize, limit }
}

export type Counted = { total: number; totalExact: boolean }

/** A capped count (count of at most TOTAL_COUNT_CAP + 1 rows) as the answer's total. */
export function countedOf(cappedCount: number): Counted {
  return cappedCount > TOTAL_COUNT_CAP
    ? { total: TOTAL_COUNT_CAP, totalExact: false }
    : { total: cappedCount, totalExact: true }
}

/**
 * The page from the rows read (in read order, up to pageSize + 1): its items in the listing's
 * order, its number, and cursors to the pages either side.
 */
export function pageFrom<R>(
  request: PageRequest,
  read: PageRead,
  rows: R[],
  counted: Counted,
  cursorOf: (row: R) => Omit<ListingCursor, 'k'> & { k: CursorKey[] },
) {
  const pageCount = pageCountOf(counted.total, request.pageSize)
  // The last page of a counted list holds what is left after its full pages, so that its
  // number and its neighbours are the pages counted from the first.
  const size =
    request.last && counted.totalExact
      ? counted.total - Math.max(0, pageCount - 1) * request.pageSize
      : request.pageSize
  const more = rows.length > size
  const taken = rows.slice(0, size)
  const items = read.reverse ? taken.reverse() : taken
  const first = items[0]
  const lastItem = items.at(-1)
  const cursor = (row: R | undefined) => (row === undefined ? null : encodeCursor(cursorOf(row)))
  if (read.reverse) {
    // Backwards: rows beyond the page are before it; everything after it exists unless this is
    // the last page.
    return {
      items,
      page: request.last ? (counted.totalExact ? Math.max(pageCount, 1) : null) : request.page,
      nextCursor: request.last ? null : cursor(lastItem),
      prevCursor: more ? cursor(first) : null,
      pageCount,
    }
  }
  return {
    items,
    page: request.page,
    nextCursor: more ? cursor(lastItem) : null,
    prevCursor: read.condition !== undefined || request.page > 1 ? cursor(first) : null,
    pageCount,
  }
}
