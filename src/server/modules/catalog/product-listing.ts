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
import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { listingFingerprint, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import type { ProductFilters, ProductPage, ProductSort } from '#shared/schemas/catalog.ts'
import type { CatalogCaches } from './catalog-cache.ts'
import { type Counted, countedOf, type PageRead, pageFrom, pageRead } from './keyset-paging.ts'
import {
  filterConditions,
  keysOrder,
  productSummaryColumns,
  type SortKeys,
  sortKeys,
  summaryFieldsOf,
} from './product-query.ts'

type Listing = {
  filters: ProductFilters
  where: SQL
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
    filters,
    where: filterConditions(categoryId, filters),
    sort,
    keys: sortKeys(sort),
    fingerprint: listingFingerprint(defining),
    totalKey: JSON.stringify(defining),
  }
}

function pageQuery(db: Db, l: Listing, read: PageRead) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .where(read.condition ? and(l.where, read.condition) : l.where)
    .orderBy(...keysOrder(l.keys, read.reverse))
    .limit(read.limit)
    .offset(read.offset)
}

/** How many products match, up to TOTAL_COUNT_CAP + 1: never every row of a large category. */
function cappedCountQuery(db: Db, l: Listing) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(l.where)
    .limit(TOTAL_COUNT_CAP + 1)
    .as('capped')
  return db
    .select({ total: count().as('total') })
    .from(capped)
    .as('counted')
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
  const asked = filters
  const read = pageRead(filters, l.sort, l.fingerprint, l.keys)
  const knownTotal = caches.listingTotals.get(l.totalKey)
  // A cached total was only stored after the category was found, so the page alone will do.
  if (knownTotal !== undefined)
    return pageOf(l, asked, read, await pageQuery(db, l, read), countedOf(knownTotal))

  const counted = cappedCountQuery(db, l)
  const pageRows = pageQuery(db, l, read).as('page_rows')
  const rows = await db
    .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
    .from(categories)
    .leftJoinLateral(counted, sql`true`)
    .leftJoinLateral(pageRows, sql`true`)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)))
  if (rows.length === 0) throw AppError.notFound('Category not found')
  return rememberCounted(caches, l, asked, read, rows)
}

/** 'Browse All Products': every available product, optionally of one category. */
export async function listAllProducts(
  db: Db,
  caches: CatalogCaches,
  filters: ProductFilters,
): Promise<ProductPage> {
  const l = listingOf('all', filters.categoryId, filters, 'relevance')
  const asked = filters
  const read = pageRead(filters, l.sort, l.fingerprint, l.keys)
  const knownTotal = caches.listingTotals.get(l.totalKey)
  if (knownTotal !== undefined)
    return pageOf(l, asked, read, await pageQuery(db, l, read), countedOf(knownTotal))

  const counted = cappedCountQuery(db, l)
  const pageRows = pageQuery(db, l, read).as('page_rows')
  const rows = await db
    .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
    .from(counted)
    .leftJoinLateral(pageRows, sql`true`)
  return rememberCounted(caches, l, asked, read, rows)
}

type Item = ProductPage['items'][number]
type CountedRow = { total: number | null; product: Item | null }

function rememberCounted(
  caches: CatalogCaches,
  l: Listing,
  asked: ProductFilters,
  read: PageRead,
  rows: CountedRow[],
): ProductPage {
  const total = Number(rows[0]?.total ?? 0)
  caches.listingTotals.set(l.totalKey, total)
  const items = rows.flatMap((r) => (r.product ? [r.product] : []))
  return pageOf(l, asked, read, items, countedOf(total))
}

function pageOf(
  l: Listing,
  asked: ProductFilters,
  read: PageRead,
  rows: Item[],
  counted: Counted,
): ProductPage {
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
  const page = pageFrom(asked, read, rows, counted, (p) => ({ s: l.sort, f: l.fingerprint, k: keyOf(p) }))
  return { ...counted, pageSize: asked.pageSize, ...page }
}
