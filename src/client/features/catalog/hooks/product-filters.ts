import type { QueryParams } from '#client/lib/api-client.ts'
import { PRICE_FILTER, RATING_FILTER_OPTIONS } from '#shared/constants.ts'
import type messages from '#shared/i18n/en/catalog.json'
import { isUuid } from '#shared/ids.ts'
import type { ProductSort } from '#shared/schemas/catalog.ts'

// The filter panel's state (spec sections 3 and 5) lives in the URL so reload and back keep it.
// Prices are whole rupees in the URL and on the slider, paise on the API.

export type ProductFilterState = {
  sort: ProductSort
  /** Rupees, PRICE_FILTER.min … PRICE_FILTER.max. */
  priceRange: [number, number]
  minRating: number
  inStockOnly: boolean
  categoryId: string | undefined
}

/** The sort options, in the spec's order, with their labels. */
export const SORT_OPTIONS: { value: ProductSort; label: keyof typeof messages }[] = [
  { value: 'relevance', label: 'catalog.sortRelevance' },
  { value: 'price-low', label: 'catalog.sortPriceLow' },
  { value: 'price-high', label: 'catalog.sortPriceHigh' },
  { value: 'rating', label: 'catalog.sortRating' },
  { value: 'name', label: 'catalog.sortName' },
]

const PARAM = {
  sort: 'sort',
  min: 'minPrice',
  max: 'maxPrice',
  rating: 'rating',
  stock: 'inStock',
  category: 'category',
}

export function defaultFilters(defaultSort: ProductSort): ProductFilterState {
  return {
    sort: defaultSort,
    priceRange: [PRICE_FILTER.min, PRICE_FILTER.max],
    minRating: 0,
    inStockOnly: false,
    categoryId: undefined,
  }
}

function readPrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n)) return fallback
  const stepped = Math.round(n / PRICE_FILTER.step) * PRICE_FILTER.step
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, stepped))
}

export function readFilters(params: URLSearchParams, defaultSort: ProductSort): ProductFilterState {
  const sort = SORT_OPTIONS.find((o) => o.value === params.get(PARAM.sort))?.value ?? defaultSort
  let min = readPrice(params.get(PARAM.min), PRICE_FILTER.min)
  let max = readPrice(params.get(PARAM.max), PRICE_FILTER.max)
  if (min > max) [min, max] = [max, min]
  const rating = Number(params.get(PARAM.rating))
  const category = params.get(PARAM.category)
  return {
    sort,
    priceRange: [min, max],
    minRating: (RATING_FILTER_OPTIONS as readonly number[]).includes(rating) ? rating : 0,
    inStockOnly: params.get(PARAM.stock) === '1',
    categoryId: isUuid(category) ? category : undefined,
  }
}

/** Writes the filters into a copy of `params`, leaving defaults out so URLs stay short. */
export function writeFilters(
  params: URLSearchParams,
  filters: ProductFilterState,
  defaultSort: ProductSort,
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value)
  set(PARAM.sort, filters.sort === defaultSort ? null : filters.sort)
  set(PARAM.min, filters.priceRange[0] > PRICE_FILTER.min ? String(filters.priceRange[0]) : null)
  set(PARAM.max, filters.priceRange[1] < PRICE_FILTER.max ? String(filters.priceRange[1]) : null)
  set(PARAM.rating, filters.minRating > 0 ? String(filters.minRating) : null)
  set(PARAM.stock, filters.inStockOnly ? '1' : null)
  set(PARAM.category, filters.categoryId ?? null)
  return next
}

/** How many filters differ from the defaults: any change counts as active (spec section 4). */
export function countActiveFilters(filters: ProductFilterState, defaultSort: ProductSort): number {
  return [
    filters.sort !== defaultSort,
    filters.priceRange[0] !== PRICE_FILTER.min || filters.priceRange[1] !== PRICE_FILTER.max,
    filters.minRating > 0,
    filters.inStockOnly,
    filters.categoryId !== undefined,
  ].filter(Boolean).length
}

/**
 * The API's query parameters. The top of the slider means "no upper limit", so products above
 * ₹1,000 are not hidden until the shopper lowers it.
 */
export function filtersToApiParams(filters: ProductFilterState): QueryParams {
  const [min, max] = filters.priceRange
  return {
    sort: filters.sort,
    minPrice: min > PRICE_FILTER.min ? min * 100 : undefined,
    maxPrice: max < PRICE_FILTER.max ? max * 100 : undefined,
    minRating: filters.minRating > 0 ? filters.minRating : undefined,
    inStock: filters.inStockOnly ? 'true' : undefined,
    categoryId: filters.categoryId,
  }
}
