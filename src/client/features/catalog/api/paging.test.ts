import { describe, expect, it } from 'vitest'
import type { ProductPage } from '#shared/schemas/catalog.ts'
import { nextPageParam } from './paging.ts'

const page = (over: Partial<ProductPage>): ProductPage => ({
  items: [],
  total: 1000,
  totalExact: false,
  page: 1,
  pageSize: 24,
  pageCount: 42,
  nextCursor: null,
  prevCursor: null,
  ...over,
})

describe('nextPageParam', () => {
  it("follows the page's cursor and numbers the next page", () => {
    expect(nextPageParam(page({ page: 57, nextCursor: 'abc' }))).toEqual({ page: 58, after: 'abc' })
  })

  it('stops after the last page, even past the counted pages', () => {
    expect(nextPageParam(page({ page: 42, nextCursor: null }))).toBeUndefined()
    // 'Page 43 of 42' is a floor's count, not the end: the cursor decides.
    expect(nextPageParam(page({ page: 42, nextCursor: 'more' }))).toEqual({ page: 43, after: 'more' })
  })
})
