import { describe, expect, it } from 'vitest'
import {
  countActiveFilters,
  defaultFilters,
  filtersToApiParams,
  readFilters,
  writeFilters,
} from './product-filters.ts'

const CATEGORY = '5b1db952-fe3c-4ccc-bec9-2ae2b9d3fb17'

describe('product filters in the URL', () => {
  it('reads the defaults from an empty URL, with the page default sort', () => {
    expect(readFilters(new URLSearchParams(), 'rating')).toEqual(defaultFilters('rating'))
    expect(readFilters(new URLSearchParams(), 'relevance').sort).toBe('relevance')
  })

  it('round-trips every filter and leaves defaults out of the URL', () => {
    const filters = {
      sort: 'price-low' as const,
      priceRange: [100, 500] as [number, number],
      minRating: 4,
      inStockOnly: true,
      categoryId: CATEGORY,
    }
    const params = writeFilters(new URLSearchParams('q=milk'), filters, 'relevance')
    expect(params.get('q')).toBe('milk')
    expect(readFilters(params, 'relevance')).toEqual(filters)
    expect(writeFilters(params, defaultFilters('relevance'), 'relevance').toString()).toBe('q=milk')
  })

  it('ignores nonsense and keeps prices on the slider', () => {
    const filters = readFilters(
      new URLSearchParams('sort=cheapest&minPrice=-50&maxPrice=99999&rating=7&category=abc&inStock=yes'),
      'rating',
    )
    expect(filters).toEqual(defaultFilters('rating'))
    expect(readFilters(new URLSearchParams('minPrice=600&maxPrice=203'), 'rating').priceRange).toEqual([
      200, 600,
    ])
  })

  it('counts any change from the defaults as active', () => {
    expect(countActiveFilters(defaultFilters('rating'), 'rating')).toBe(0)
    expect(countActiveFilters({ ...defaultFilters('rating'), sort: 'name' }, 'rating')).toBe(1)
    expect(
      countActiveFilters({ ...defaultFilters('rating'), priceRange: [0, 990], inStockOnly: true }, 'rating'),
    ).toBe(2)
  })

  it('sends prices to the API in paise, and no upper limit at the top of the slider', () => {
    expect(filtersToApiParams({ ...defaultFilters('relevance'), priceRange: [50, 250] })).toMatchObject({
      minPrice: 5000,
      maxPrice: 25000,
    })
    const top = filtersToApiParams(defaultFilters('relevance'))
    expect(top.minPrice).toBeUndefined()
    expect(top.maxPrice).toBeUndefined()
    expect(top.inStock).toBeUndefined()
    expect(
      filtersToApiParams({ ...defaultFilters('rating'), inStockOnly: true, minRating: 3 }),
    ).toMatchObject({
      inStock: 'true',
      minRating: 3,
      sort: 'rating',
    })
  })
})
