import type { ProductPage } from '#shared/schemas/catalog.ts'

/** For infinite lists of ProductPage: the next page number, or undefined after the last. */
export function nextPageParam(last: ProductPage): number | undefined {
  return last.page < last.pageCount ? last.page + 1 : undefined
}
