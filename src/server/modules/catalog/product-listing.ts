// Category listing and 'Browse All Products': filtered, sorted, paged in the database
// (decisions.md 16) at the same cost at any catalogue size (issue 13 item 3, ADR 026).
//
// A page is one index seek and pageSize + 1 rows of the sort order's index: by position while
// within the first TOTAL_COUNT_CAP products, past a cursor beyond them, or read backwards for
// the last page. The total counts at most TOTAL_COUNT_CAP + 1 rows (a LIMIT inside the count,
// served from the sort indexes' included columns without the heap), so a category of 125,000
// products says '1,000+' instead of counting them all on every request. The count is taken in
// the same statement as the page (a LATERAL join: one round trip) and kept for a while per
// scope and filters. Whole answers are kept as bytes by the route (catalog-routes.ts, ADR 027).
import { createHash } from 'node:crypto'
import { and, count, eq, fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { listingFingerprint, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import type { ProductFilters, ProductPage, ProductSort } from '#shared/schemas/catalog.ts'
import type { CatalogCaches } from './catalog-cache.ts'
import { type Counted, countedOf, type PageRead, pageFrom, pageRead } from './keyset-paging.ts'
import {
  filterConditions,
  keysetCondition,
  keysOrder,
  productSummaryColumns,
  type SortKeys,
  sortKeys,
  summaryFieldsOf,
} from './product-query.ts'

type Listing = {
  scope: 'category' | 'all'
  categoryId: string | undefined
  filters: ProductFilters
  sort: ProductSort
  keys: SortKeys
  fingerprint: string
  totalKey: string
}

function listingOf(
  scope: 'category' | 'all',
  categoryId: string | undefined,
  filters: ProductFilters,
  defaultSort: ProductSort,
): Listing {
  const { minPrice, maxPrice, minRating, inStock } = filters
  const sort = filters.sort ?? defaultSort
  // The scope is part of the key: only the category route's answers vouch that the category exists.
  const defining = [scope, categoryId ?? null, minPrice, maxPrice, minRating, inStock]
  return {
    scope,
    categoryId,
    filters,
    sort,
    keys: sortKeys(sort),
    fingerprint: listingFingerprint(defining),
    totalKey: JSON.stringify(defining),
  }
}

/**
 * A page's LIMIT or OFFSET (ADR 081). PostgreSQL keeps a prepared statement's generic plan only
 * when it is estimated no dearer than the plans it made for each call's values; with the page's
 * LIMIT readable, every call's own plan looked cheaper, so each listing was planned again on
 * every call: 0.3-0.7 ms of PostgreSQL's time at 1,000,000 products, more than running the
 * statement (0.1-0.4 ms). A value the planner cannot read (a sub-select of the parameter, as
 * search's statements have it: ADR 078) gives the generic plan the same estimate, and it is kept.
 * Except where the values decide the plan, which is still made for each call's values: a price
 * range under another sort (narrowable: how narrow the range is; a generic plan for ₹900 and up
 * read 9 ms at 10,000 products where its own read 1) and a rating floor (filter × sort at 10,000
 * products cost 0.64-0.72 ms of PostgreSQL a request with generic plans against 0.45-0.47).
 */
function pageCount(s: Shape, name: string): number {
  const value = sql.placeholder(name)
  return (narrowable(s) || s.minRating ? value : sql`(SELECT ${value}::int)`) as unknown as number
}

/**
 * The capped count's LIMIT written into the statement, not sent as a parameter (Drizzle sends a
 * number given to limit() as one): a constant reads the same in the generic plan and in each
 * call's own, so it does not make every call's plan look cheaper (above).
 */
const CAP_READ = sql.raw(String(TOTAL_COUNT_CAP + 1)) as unknown as number

// Each listing statement is built once per shape and kept prepared (issue 13 item 2): building
// a statement with Drizzle cost about a sixth of an uncached listing's server CPU. The shape is
// what changes the statement's text — which filters are set, the sort, how the page is read,
// whether it is counted —; the values are parameters. At most 2 scopes × 2 × 2 × 2 × 2 × 2
// filters × 5 sorts × 4 reads × 2 = 2,560 shapes, each a few hundred bytes, built on first use.
type Shape = {
  scope: 'category' | 'all'
  category: boolean
  minPrice: boolean
  maxPrice: boolean
  minRating: boolean
  inStock: boolean
  sort: ProductSort
  read: 'position' | 'after' | 'before' | 'last'
  counted: boolean
}

type Item = ProductPage['items'][number]
type Params = Record<string, unknown>
/**
 * A page's rows as cards and, from a counted statement, the capped count it read (null when the
 * category was not found: no row at all).
 */
type Rows = { items: Item[]; counted: number | null | undefined }
type Prepared = { rows(params: Params): Promise<Rows> }

const prepared = new WeakMap<Db, Map<string, Prepared>>()

function statementFor(db: Db, shape: Shape): Prepared {
  let byShape = prepared.get(db)
  if (!byShape) {
    byShape = new Map()
    prepared.set(db, byShape)
  }
  const key = JSON.stringify(shape)
  let statement = byShape.get(key)
  if (!statement) {
    statement = buildStatement(db, shape, `listing_${createHash('sha1').update(key).digest('base64url')}`)
    byShape.set(key, statement)
  }
  return statement
}

function buildStatement(db: Db, s: Shape, name: string): Prepared {
  const p = sql.placeholder
  const where = filterConditions(s.category ? p('categoryId') : undefined, {
    minPrice: s.minPrice ? p('minPrice') : undefined,
    maxPrice: s.maxPrice ? p('maxPrice') : undefined,
    minRating: s.minRating ? p('minRating') : undefined,
    inStock: s.inStock,
  })
  // How many products match, up to TOTAL_COUNT_CAP + 1: never every row of a large category.
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(CAP_READ)
    .as('capped')
  const counted = db
    .select({ total: count().as('total') })
    .from(capped)
    .as('counted')
  // A counted statement reads the total it counts (a LATERAL reference); otherwise the caller
  // passes the total it keeps.
  const total = s.counted ? sql`${counted.total}` : sql`${p('total')}::int`
  const page = narrowable(s) ? narrowablePage(db, s, where, total) : sortIndexPage(db, s, where)
  if (!s.counted) return preparedOf(db, page, name, false)
  const pageRows = page.as('page_rows')
  const query =
    s.scope === 'category'
      ? // The category must exist and be active: no row at all is a 404.
        db
          .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
          .from(categories)
          .leftJoinLateral(counted, sql`true`)
          .leftJoinLateral(pageRows, sql`true`)
          .where(and(eq(categories.id, p('categoryId')), eq(categories.isActive, true)))
      : db
          .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
          .from(counted)
          .leftJoinLateral(pageRows, sql`true`)
  return preparedOf(db, query, name, true)
}

// The statements run on the database driver itself, rows as arrays shaped by the select lists
// above (the card's columns in productSummaryColumns' order): Drizzle's prepared query spent as
// much again mapping each row field by field through the columns' decoders, which for these
// columns (text, integer, double precision, boolean; count as bigint, read with Number) give
// back what node-postgres and PGlite already parsed.
const SUMMARY_KEYS = Object.keys(productSummaryColumns) as (keyof Item)[]

/**
 * The card at `from` in a row: one object literal with productSummaryColumns' keys in order,
 * compiled once from those keys (our own identifiers), so every card has the same hidden class
 * from its creation. Setting the keys one by one in a loop went through V8's megamorphic keyed
 * stores for each of the page's 14 × 25 fields (issue 13 item 2, ADR 040).
 */
const itemAt = new Function(
  'row',
  'from',
  `return { ${SUMMARY_KEYS.map((key, i) => `${JSON.stringify(key)}: row[from + ${i}]`).join(', ')} }`,
) as (row: unknown[], from: number) => Item

type Runner = (name: string, text: string, values: unknown[]) => Promise<unknown[][]>

/** The driver under a Drizzle database: a node-postgres pool or a PGlite instance. */
function runnerOf(db: Db): Runner {
  const client = (db as unknown as { $client?: unknown }).$client
  if (client instanceof pg.Pool)
    // Named: each pooled connection parses and plans the statement once (ADR 014).
    return async (name, text, values) =>
      (await client.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows
  const pglite = client as {
    query(text: string, values: unknown[], o: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>
  }
  return async (_name, text, values) => (await pglite.query(text, values, { rowMode: 'array' })).rows
}

/**
 * `counted`: each row is the capped count, then the card's columns (all null on the one row of
 * an empty page: the left join). Otherwise each row is a card.
 */
function preparedOf(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  name: string,
  counted: boolean,
): Prepared {
  const { sql: text, params } = query.toSQL()
  const run = runnerOf(db)
  const from = counted ? 1 : 0
  return {
    async rows(values) {
      const rows = await run(name, text, fillPlaceholders(params, values))
      const items: Item[] = []
      for (const row of rows) if (row[from] !== null) items.push(itemAt(row, from))
      return { items, counted: counted ? ((rows[0]?.[0] ?? null) as number | null) : undefined }
    },
  }
}

/** A price range with another sort: its matches may be too few for the sort's index to find. */
function narrowable(s: Shape): boolean {
  return (s.minPrice || s.maxPrice) && s.sort !== 'price-low' && s.sort !== 'price-high'
}

/** The page read in the sort order's index, the filters tested on each row on the way. */
function sortIndexPage(db: Db, s: Shape, where: SQL) {
  const keys = sortKeys(s.sort)
  const reverse = s.read === 'before' || s.read === 'last'
  if (splitByFeatured(s)) {
    const pageKeys = keysWalk(db, s, where, keys, reverse).as('page_keys')
    return db
      .select(productSummaryColumns)
      .from(pageKeys)
      .innerJoin(products, eq(products.id, pageKeys.id))
      .orderBy(...keysOrder(keys, reverse))
  }
  const condition = readCondition(s, keys, reverse)
  return db
    .select(productSummaryColumns)
    .from(products)
    .where(and(where, condition, everyLeadingValue(s)))
    .orderBy(...keysOrder(keys, reverse))
    .limit(pageCount(s, 'limit'))
    .offset(pageCount(s, 'offset'))
}

/**
 * Relevance in a category is read from the index (category, is_featured, rating, id). A rating
 * floor (minRating) is a range of the third column only within one value of the second: read
 * across both values, a walk towards the end of the order (the last page, the pages past the
 * last rated product) tested every unrated product of the category on the way (30,000 of a
 * category's 125,000 at 1,000,000 products: 5-6 ms, and PostgreSQL's custom plan sometimes took
 * the index without the category instead). PostgreSQL 15 has no skip scan, and a list of both
 * values on the second column would lose the index's order: the walk is two seeks instead, the
 * featured products and the others, each read as far as the page reaches, merged in order.
 */
function splitByFeatured(s: Shape): boolean {
  return s.sort === 'relevance' && s.category && s.minRating
}

/**
 * The ids of the page in the sort's index, past the cursor, the filters tested there; split in
 * two seeks where splitByFeatured says so.
 */
function keysWalk(db: Db, s: Shape, where: SQL | undefined, keys: SortKeys, reverse: boolean) {
  const condition = and(where, readCondition(s, keys, reverse), everyLeadingValue(s))
  const walk = db
    .select({ id: products.id })
    .from(products)
    .where(condition)
    .orderBy(...keysOrder(keys, reverse))
    .limit(pageCount(s, 'limit'))
    .offset(pageCount(s, 'offset'))
  if (!splitByFeatured(s)) return walk
  // Each seek reads at most what the page needs (`reach`: the page's end, offset + limit).
  const seek = (featured: boolean) =>
    db
      .select({ id: products.id, isFeatured: products.isFeatured, rating: products.rating })
      .from(products)
      .where(and(condition, sql`${products.isFeatured} = ${sql.raw(String(featured))}`))
      .orderBy(...keysOrder(keys, reverse))
      .limit(pageCount(s, 'reach'))
  const seeks = unionAll(seek(true), seek(false)).as('seeks')
  const merged: SortKeys = { ...keys, columns: [seeks.isFeatured, seeks.rating, seeks.id] }
  // The same one column of ids as the walk it replaces.
  return db
    .select({ id: seeks.id })
    .from(seeks)
    .orderBy(...keysOrder(merged, reverse))
    .limit(pageCount(s, 'limit'))
    .offset(pageCount(s, 'offset')) as unknown as typeof walk
}

/**
 * A price range sorted by name, rating or relevance. Walking the sort's index and testing the
 * price of each row finds a page quickly when many products match, but a narrow range (₹900
 * and up, under ₹20) may match a few dozen of a category's 125,000 products, or none: the walk
 * then reads the whole category (seconds at 1,000,000 products). The capped count tells which
 * case this is. Up to TOTAL_COUNT_CAP matches, they are read from the price index (which
 * carries every sort key) and sorted; past it, at least one product in every
 * (scope size / TOTAL_COUNT_CAP) matches and the walk is short. Either way only the page's keys
 * come from an index, the filters tested there, and the page's 25 rows from the table (ADR 044).
 */
function narrowablePage(db: Db, s: Shape, where: SQL, total: SQL) {
  const p = sql.placeholder
  const reverse = s.read === 'before' || s.read === 'last'
  const keys = sortKeys(s.sort)
  const cap = sql.raw(String(TOTAL_COUNT_CAP))
  // The walk reads only columns its index holds (the id; the keys and filters are tested
  // there). Its price range is written so that no index can seek it (`price + 0`): the statement
  // is prepared once for any range, and a generic plan that guessed a narrow range would sort
  // every match from the price index instead (42,000 rows of a ₹50–₹500 range in one category).
  const walkWhere = filterConditions(s.category ? p('categoryId') : undefined, {
    minPrice: s.minPrice ? p('minPrice') : undefined,
    maxPrice: s.maxPrice ? p('maxPrice') : undefined,
    minRating: s.minRating ? p('minRating') : undefined,
    inStock: s.inStock,
    priceUnindexed: true,
  })
  const walk = keysWalk(db, s, and(walkWhere, sql`${total} > ${cap}`), keys, reverse)
  // The matches with every sort key, in the price index's order (index-only).
  const matches = db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      rating: products.rating,
      isFeatured: products.isFeatured,
    })
    .from(products)
    .where(where)
    .orderBy(products.price, products.id)
    .limit(CAP_READ)
    .as('matches')
  const matchKeys = sortKeys(s.sort, matches)
  const sorted = db
    .select({ id: matches.id })
    .from(matches)
    .where(and(sql`${total} <= ${cap}`, readCondition(s, matchKeys, reverse)))
    .orderBy(...keysOrder(matchKeys, reverse))
    .limit(pageCount(s, 'limit'))
    .offset(pageCount(s, 'offset'))
  const pageKeys = unionAll(walk, sorted).as('page_keys')
  return db
    .select(productSummaryColumns)
    .from(pageKeys)
    .innerJoin(products, eq(products.id, pageKeys.id))
    .orderBy(...keysOrder(keys, reverse))
}

/**
 * Relevance without a category is read from the index that starts with `is_featured`, which has
 * two values. A rating range (minRating) or the far end of the order (the last page) is then a
 * seek within one of them only: PostgreSQL 15 has no skip scan, and tested every index entry of
 * the other on the way (3,500 pages, 10-15 ms at 1,000,000 products). Naming both values, a list
 * on the index's first column (which keeps the index's order), makes it one seek per value.
 * In a category the index starts with the category, where a list would lose the order.
 */
function everyLeadingValue(s: Shape): SQL | undefined {
  return s.sort === 'relevance' && !s.category ? sql`${products.isFeatured} IN (true, false)` : undefined
}

/** Rows past the cursor in the read's direction, or nothing for a read by position or the last page. */
function readCondition(s: Shape, keys: SortKeys, reverse: boolean): SQL | undefined {
  const p = sql.placeholder
  return s.read === 'after' || s.read === 'before'
    ? keysetCondition(
        keys,
        keys.columns.map((_, i) => p(`k${i}`)),
        reverse,
      )
    : undefined
}

/**
 * The rows of one page of the listing and, without a `knownTotal` (the capped count kept from
 * an earlier read), the capped count on each row.
 */
function readListing(db: Db, l: Listing, read: PageRead, knownTotal: number | undefined) {
  const counted = knownTotal === undefined
  const f = l.filters
  const cursor = f.after ?? f.before
  const shape: Shape = {
    scope: l.scope,
    category: l.categoryId !== undefined,
    minPrice: f.minPrice !== undefined,
    maxPrice: f.maxPrice !== undefined,
    minRating: f.minRating !== undefined && f.minRating !== 0,
    inStock: Boolean(f.inStock),
    sort: l.sort,
    read: cursor ? (f.after ? 'after' : 'before') : f.last ? 'last' : 'position',
    counted,
  }
  const params: Params = {
    categoryId: l.categoryId,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    minRating: f.minRating,
    limit: read.limit,
    offset: read.offset,
    reach: read.offset + read.limit,
    total: knownTotal,
  }
  // The cursor was checked against this listing by pageRead (its sort keys, in order).
  if (cursor) {
    for (const [i, value] of cursor.k.entries()) params[`k${i}`] = value
  }
  return statementFor(db, shape).rows(params)
}

/** Available products of one active category; 404 when there is no such category. */
export async function listCategoryProducts(
  db: Db,
  caches: CatalogCaches,
  categoryId: string,
  filters: ProductFilters,
): Promise<ProductPage> {
  // The path names the category; a categoryId in the query string cannot widen it.
  const l = listingOf('category', categoryId, filters, 'rating')
  const read = pageRead(filters, l.sort, l.fingerprint, l.keys)
  const knownTotal = caches.listingTotals.get(l.totalKey)
  // A cached total was only stored after the category was found, so the page alone will do.
  if (knownTotal !== undefined)
    return pageOf(l, read, (await readListing(db, l, read, knownTotal)).items, countedOf(knownTotal))
  const rows = await readListing(db, l, read, undefined)
  if (rows.counted === null) throw AppError.notFound('Category not found')
  return rememberCounted(caches, l, read, rows)
}

/** 'Browse All Products': every available product, optionally of one category. */
export async function listAllProducts(
  db: Db,
  caches: CatalogCaches,
  filters: ProductFilters,
): Promise<ProductPage> {
  const l = listingOf('all', filters.categoryId, filters, 'relevance')
  const read = pageRead(filters, l.sort, l.fingerprint, l.keys)
  const knownTotal = caches.listingTotals.get(l.totalKey)
  if (knownTotal !== undefined)
    return pageOf(l, read, (await readListing(db, l, read, knownTotal)).items, countedOf(knownTotal))
  return rememberCounted(caches, l, read, await readListing(db, l, read, undefined))
}

function rememberCounted(caches: CatalogCaches, l: Listing, read: PageRead, rows: Rows): ProductPage {
  const total = Number(rows.counted ?? 0)
  caches.listingTotals.set(l.totalKey, total)
  return pageOf(l, read, rows.items, countedOf(total))
}

function pageOf(l: Listing, read: PageRead, rows: Item[], counted: Counted): ProductPage {
  const keyOf = (p: Item) => {
    switch (l.sort) {
      case 'price-low':
      case 'price-high':
        return [p.price, p.id]
      case 'name':
        return [p.name, p.id]
      case 'rating':
        return [p.rating, p.id]
      case 'relevance':
        return [p.isFeatured, p.rating, p.id]
    }
  }
  const page = pageFrom(l.filters, read, rows, counted, (p) => ({ s: l.sort, f: l.fingerprint, k: keyOf(p) }))
  return { ...counted, pageSize: l.filters.pageSize, ...page }
}
