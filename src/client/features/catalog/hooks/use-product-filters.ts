import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { ProductSort } from '#shared/schemas/catalog.ts'
import {
  countActiveFilters,
  defaultFilters,
  filtersToApiParams,
  type ProductFilterState,
  readFilters,
  writeFilters,
} from './product-filters.ts'

/** The filter panel's state, read from and written to the URL's search parameters. */
export function useProductFilters(defaultSort: ProductSort) {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = useMemo(() => readFilters(searchParams, defaultSort), [searchParams, defaultSort])
  const apiParams = useMemo(() => filtersToApiParams(filters), [filters])

  const setFilters = (patch: Partial<ProductFilterState>) =>
    setSearchParams(
      (prev) => writeFilters(prev, { ...readFilters(prev, defaultSort), ...patch }, defaultSort),
      {
        preventScrollReset: true,
      },
    )

  const clearFilters = () =>
    setSearchParams((prev) => writeFilters(prev, defaultFilters(defaultSort), defaultSort), {
      preventScrollReset: true,
    })

  return {
    filters,
    apiParams,
    activeCount: countActiveFilters(filters, defaultSort),
    setFilters,
    clearFilters,
  }
}
