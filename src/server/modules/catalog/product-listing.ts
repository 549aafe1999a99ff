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
import { and, count, eq, fillPlaceholders, sql } from 'drizzle-orm'
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
type CountedRow = { total: number | null; product: Item | null }
type Params = Record<string, unknown>
type Prepared = { rows(params: Params): Promise<Item[] | CountedRow[]> }

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
  const keys = sortKeys(s.sort)
  const reverse = s.read === 'before' || s.read === 'last'
  const condition =
    s.read === 'after' || s.read === 'before'
      ? keysetCondition(
          keys,
          keys.columns.map((_, i) => p(`k${i}`)),
          reverse,
        )
      : undefined
  const page = db
    .select(productSummaryColumns)
    .from(products)
    .where(condition ? and(where, condition) : where)
    .orderBy(...keysOrder(keys, reverse))
    .limit(p('limit'))
    .offset(p('offset'))
  if (!s.counted) return preparedOf(db, page, name, (row) => itemAt(row, 0))
  // How many products match, up to TOTAL_COUNT_CAP + 1: never every row of a large category.
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(TOTAL_COUNT_CAP + 1)
    .as('capped')
  const counted = db
    .select({ total: count().as('total') })
    .from(capped)
    .as('counted')
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
  // The page's columns are all null on the row of an empty page (the left join).
  return preparedOf(db, query, name, (row) => ({
    total: row[0] as number | null,
    product: row[1] === null ? null : itemAt(row, 1),
  }))
}

// The statements run on the database driver itself, rows as arrays shaped by the select lists
// above (the card's columns in productSummaryColumns' order): Drizzle's prepared query spent as
// much again mapping each row field by field through the columns' decoders, which for these
// columns (text, integer, double precision, boolean; count as bigint, read with Number) give
// back what node-postgres and PGlite already parsed.
const SUMMARY_KEYS = Object.keys(productSummaryColumns) as (keyof Item)[]

function itemAt(row: unknown[], from: number): Item {
  const item: Record<string, unknown> = {}
  for (let i = 0; i < SUMMARY_KEYS.length; i++) item[SUMMARY_KEYS[i]!] = row[from + i]
  return item as Item
}

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

function preparedOf<R>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  name: string,
  shape: (row: unknown[]) => R,
): Prepared {
  const { sql: text, params } = query.toSQL()
  const run = runnerOf(db)
  return {
    async rows(values) {
      const rows = await run(name, text, fillPlaceholders(params, values))
      return rows.map(shape) as Item[] | CountedRow[]
    },
  }
}

/** The rows of one page (and, when `counted`, the capped count on each row) of the listing. */
function readListing(db: Db, l: Listing, read: PageRead, counted: boolean) {
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
    return pageOf(l, read, (await readListing(db, l, read, false)) as Item[], countedOf(knownTotal))
  const rows = (await readListing(db, l, read, true)) as CountedRow[]
  if (rows.length === 0) throw AppError.notFound('Category not found')
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
    return pageOf(l, read, (await readListing(db, l, read, false)) as Item[], countedOf(knownTotal))
  return rememberCounted(caches, l, read, (await readListing(db, l, read, true)) as CountedRow[])
}

function rememberCounted(caches: CatalogCaches, l: Listing, read: PageRead, rows: CountedRow[]): ProductPage {
  const total = Number(rows[0]?.total ?? 0)
  caches.listingTotals.set(l.totalKey, total)
  const items = rows.flatMap((r) => (r.product ? [r.product] : []))
  return pageOf(l, read, items, countedOf(total))
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
