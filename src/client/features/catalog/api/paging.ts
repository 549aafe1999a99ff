import type { ProductPage } from '#shared/schemas/catalog.ts'

/** Which page to ask for: its number (shown) and the cursor it follows (ADR 026). */
export type PageParam = { page: number; after?: string }

export const FIRST_PAGE: PageParam = { page: 1 }

/** For infinite lists of ProductPage: the page after this one, or undefined after the last. */
export function nextPageParam(last: ProductPage): PageParam | undefined {
  return last.nextCursor === null ? undefined : { page: (last.page ?? 0) + 1, after: last.nextCursor }
}
