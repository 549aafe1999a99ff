// Pieces every product list shares (listings, search, related, home strips): the card
// columns, the filter conditions and the sort orders. Each ORDER BY below is written to
// match an index in schema.ts column for column, NULLS placement included, so a page is
// read in index order instead of sorted; id is the tiebreaker that makes paging stable.
import { and, asc, desc, eq, gt, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { products } from '#server/db/schema.ts'
import type { ProductFilters, ProductSort } from '#shared/schemas/catalog.ts'

/** Only what a product card shows (ProductSummarySchema), never the description. */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  hindiName: products.hindiName,
  unit: products.unit,
  price: products.price,
  originalPrice: products.originalPrice,
  imageUrl: products.imageUrl,
  badge: products.badge,
  rating: products.rating,
  reviewCount: products.reviewCount,
  isAvailable: products.isAvailable,
  isFeatured: products.isFeatured,
  stockQuantity: products.stockQuantity,
  categoryId: products.categoryId,
}

type SummaryKey = keyof typeof productSummaryColumns

/** The card columns of a subquery that selected productSummaryColumns, for an outer select. */
export function summaryFieldsOf<S extends Record<SummaryKey, unknown>>(subquery: S): Pick<S, SummaryKey> {
  const keys = Object.keys(productSummaryColumns) as SummaryKey[]
  return Object.fromEntries(keys.map((k) => [k, subquery[k]])) as Pick<S, SummaryKey>
}

// Written bare (not `= true`) so it is literally the predicate of the partial indexes.
export const isAvailable = sql`${products.isAvailable}`

/** The filter panel's conditions (decisions.md 16); the category comes separately. */
export type ListingFilters = Pick<ProductFilters, 'minPrice' | 'maxPrice' | 'minRating' | 'inStock'>

export function filterConditions(categoryId: string | undefined, f: ListingFilters): SQL {
  return and(
    isAvailable,
    categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
    f.minPrice === undefined ? undefined : gte(products.price, f.minPrice),
    f.maxPrice === undefined ? undefined : lte(products.price, f.maxPrice),
    f.minRating === undefined || f.minRating === 0 ? undefined : gte(products.rating, f.minRating),
    f.inStock ? gt(products.stockQuantity, 0) : undefined,
  )!
}

/** The columns a sort order reads: the products table's, or a subquery's over it. */
export type SortColumns = Record<'id' | 'name' | 'price' | 'rating' | 'isFeatured', SQLWrapper>

/**
 * Sort orders without a search text. 'relevance' then means featured first, best rated next.
 * Drizzle's index .desc() means DESC NULLS LAST, while a plain ORDER BY … DESC means NULLS
 * FIRST and would not match the index, even on a NOT NULL column; hence the explicit NULLS
 * LAST. price-high walks the price index backwards, hence id DESC there.
 */
export function listingOrder(sort: ProductSort, c: SortColumns = products): SQL[] {
  const ratingDesc = sql`${c.rating} DESC NULLS LAST`
  switch (sort) {
    case 'price-low':
      return [asc(c.price), asc(c.id)]
    case 'price-high':
      return [desc(c.price), desc(c.id)]
    case 'name':
      return [asc(c.name), asc(c.id)]
    case 'rating':
      return [ratingDesc, asc(c.id)]
    case 'relevance':
      return [sql`${c.isFeatured} DESC NULLS LAST`, ratingDesc, asc(c.id)]
  }
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}
