// Pieces every product list shares (listings, search, related, home strips): the card
// columns, the filter conditions and the sort orders. Each ORDER BY below is written to
// match an index in schema.ts column for column, NULLS placement included, so a page is
// read in index order instead of sorted; id is the tiebreaker that makes paging stable.
import { and, eq, gte, lte, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
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

/**
 * In stock, as the indexes know it (ADR 066): stock_level, never stock_quantity, which no index
 * of products holds so that a sale is a heap-only update. The in-stock filter and home strips.
 */
export const inStock = sql`${products.stockLevel} > 0`

/** Available with stock under LOW_STOCK_THRESHOLD, none included: products_low_stock_idx's predicate. */
export const isLowStock = sql`${products.isAvailable} AND ${products.stockLevel} < 2`

/** The filter panel's conditions (decisions.md 16); the category comes separately. */
export type ListingFilters = Pick<ProductFilters, 'minPrice' | 'maxPrice' | 'minRating' | 'inStock'>

/** A filter's value, or a placeholder for it in a prepared statement (product-listing.ts). */
type ValueOr<T> = T | Placeholder

export function filterConditions(
  categoryId: ValueOr<string> | undefined,
  f: {
    [K in keyof Omit<ListingFilters, 'inStock'>]?: ValueOr<NonNullable<ListingFilters[K]>> | undefined
  } & Pick<ListingFilters, 'inStock'> & {
      /** The price range as an expression no index seeks (product-listing.ts's walk). */
      priceUnindexed?: boolean
    },
): SQL {
  const atLeast = (min: ValueOr<number>) =>
    f.priceUnindexed ? sql`(${products.price} + 0) >= ${min}` : gte(products.price, min)
  const atMost = (max: ValueOr<number>) =>
    f.priceUnindexed ? sql`(${products.price} + 0) <= ${max}` : lte(products.price, max)
  return and(
    isAvailable,
    categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
    f.minPrice === undefined ? undefined : atLeast(f.minPrice),
    f.maxPrice === undefined ? undefined : atMost(f.maxPrice),
    f.minRating === undefined || f.minRating === 0 ? undefined : gte(products.rating, f.minRating),
    f.inStock ? inStock : undefined,
  )!
}

/** The columns a sort order reads: the products table's, or a subquery's over it. */
export type SortColumns = Record<'id' | 'name' | 'price' | 'rating' | 'isFeatured', SQLWrapper>

/** A sort order's keys, most significant first, id last: what a cursor holds (ADR 026). */
export type SortKeys = {
  columns: SQLWrapper[]
  /** The SQL type of each key, for the cursor's values as parameters. */
  types: ('integer' | 'text' | 'float8' | 'boolean' | 'uuid')[]
  /** Every key runs the same way (descending or ascending), so one row comparison seeks. */
  descending: boolean
  /** How the serving index stores the keys: price-high reads the ascending price index backwards. */
  index: 'asc' | 'desc'
  /**
   * The last key (id) runs the other way: only for orders no index serves (search's ranking of
   * its candidates, which keeps the id order its relevance figures were tuned with).
   */
  lastReversed?: boolean
}

/**
 * The keys of each sort order without a search text. 'relevance' then means featured first,
 * best rated next. Every key of one order runs the same way, id included, so that
 * `(rating, id) < ($1, $2)` is one index seek for the next page (a mixed order, rating down and
 * id up, would have to be an OR that the index cannot seek).
 */
export function sortKeys(sort: ProductSort, c: SortColumns = products): SortKeys {
  switch (sort) {
    case 'price-low':
      return { columns: [c.price, c.id], types: ['integer', 'uuid'], descending: false, index: 'asc' }
    case 'price-high':
      return { columns: [c.price, c.id], types: ['integer', 'uuid'], descending: true, index: 'asc' }
    case 'name':
      return { columns: [c.name, c.id], types: ['text', 'uuid'], descending: false, index: 'asc' }
    case 'rating':
      return { columns: [c.rating, c.id], types: ['float8', 'uuid'], descending: true, index: 'desc' }
    case 'relevance':
      return {
        columns: [c.isFeatured, c.rating, c.id],
        types: ['boolean', 'float8', 'uuid'],
        descending: true,
        index: 'desc',
      }
  }
}

/**
 * ORDER BY for the keys, or its reverse (reading backwards: the page before a cursor, the last
 * page). Each is written to match an index in schema.ts column for column, NULLS placement
 * included: Drizzle's index .desc() means DESC NULLS LAST, while a plain ORDER BY … DESC means
 * NULLS FIRST and would not match the index, even on a NOT NULL column.
 */
export function keysOrder(keys: SortKeys, reverse = false): SQL[] {
  // An index is ASC NULLS LAST or DESC NULLS LAST; read backwards it gives the opposite of both.
  const down = keys.descending !== reverse
  const direction =
    keys.index === 'asc'
      ? down
        ? sql`DESC NULLS FIRST`
        : sql`ASC NULLS LAST`
      : down
        ? sql`DESC NULLS LAST`
        : sql`ASC NULLS FIRST`
  return keys.columns.map((col, i) =>
    keys.lastReversed && i === keys.columns.length - 1
      ? sql`${col} ${down ? sql`ASC NULLS LAST` : sql`DESC NULLS FIRST`}`
      : sql`${col} ${direction}`,
  )
}

export function listingOrder(sort: ProductSort, c: SortColumns = products): SQL[] {
  return keysOrder(sortKeys(sort, c))
}

/** Rows strictly past `values` in the order (or, with `reverse`, strictly before them). */
export function keysetCondition(keys: SortKeys, values: readonly unknown[], reverse = false): SQL {
  const down = keys.descending !== reverse
  const value = (i: number) => sql`${values[i]}::${sql.raw(keys.types[i]!)}`
  const tuple = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`
  const n = keys.lastReversed ? keys.columns.length - 1 : keys.columns.length
  const left = tuple(keys.columns.slice(0, n).map((col) => sql`${col}`))
  const right = tuple(keys.columns.slice(0, n).map((_, i) => value(i)))
  const past = down ? sql`${left} < ${right}` : sql`${left} > ${right}`
  if (!keys.lastReversed) return past
  // Equal on the others, then the id the other way.
  const id = keys.columns[n]!
  return sql`(${past} OR (${left} = ${right} AND ${id} ${down ? sql`>` : sql`<`} ${value(n)}))`
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}
