// Category listing and 'Browse All Products': filtered, sorted, paged in the database
// (decisions.md 16).
//
// A page is one index-ordered read of pageSize rows. The exact total needs every matching
// row, which costs far more (≈2 ms for a 12,000-product category against 0.1 ms for the
// page), and a window count(*) OVER () is worse still (it fetches every row from the heap:
// ≈35 ms). So the total is counted by an index-only scan in the same statement as the page
// (a LATERAL join: one round trip) and kept for a while per scope and filters: other pages
// and sort orders of the same filters then read only the page. Whole answers are kept as
// bytes by the route (catalog-routes.ts, ADR 027).
import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { ProductFilters, ProductPage, ProductSort } from '#shared/schemas/catalog.ts'
import type { CatalogCaches } from './catalog-cache.ts'
import {
  filterConditions,
  listingOrder,
  pageCountOf,
  productSummaryColumns,
  summaryFieldsOf,
} from './product-query.ts'

type Listing = {
  where: SQL
  order: SQL[]
  page: number
  pageSize: number
  totalKey: string
}

function listingOf(
  scope: 'category' | 'all',
  categoryId: string | undefined,
  filters: ProductFilters,
  defaultSort: ProductSort,
): Listing {
  const { minPrice, maxPrice, minRating, inStock, page, pageSize } = filters
  const sort = filters.sort ?? defaultSort
  return {
    where: filterConditions(categoryId, filters),
    order: listingOrder(sort),
    page,
    pageSize,
    // The scope is part of the key: only the category route's answers vouch that the category exists.
    totalKey: JSON.stringify([scope, categoryId ?? null, minPrice, maxPrice, minRating, inStock]),
  }
}

function pageQuery(db: Db, l: Listing) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .where(l.where)
    .orderBy(...l.order)
    .limit(l.pageSize)
    .offset((l.page - 1) * l.pageSize)
}

function countQuery(db: Db, l: Listing) {
  return db
    .select({ total: count().as('total') })
    .from(products)
    .where(l.where)
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
  const knownTotal = caches.listingTotals.get(l.totalKey)
  // A cached total was only stored after the category was found, so the page alone will do.
  if (knownTotal !== undefined) return pageOf(l, await pageQuery(db, l), knownTotal)

  const counted = countQuery(db, l)
  const pageRows = pageQuery(db, l).as('page_rows')
  const rows = await db
    .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
    .from(categories)
    .leftJoinLateral(counted, sql`true`)
    .leftJoinLateral(pageRows, sql`true`)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)))
  if (rows.length === 0) throw AppError.notFound('Category not found')
  return rememberCounted(caches, l, rows)
}

/** 'Browse All Products': every available product, optionally of one category. */
export async function listAllProducts(
  db: Db,
  caches: CatalogCaches,
  filters: ProductFilters,
): Promise<ProductPage> {
  const l = listingOf('all', filters.categoryId, filters, 'relevance')
  const knownTotal = caches.listingTotals.get(l.totalKey)
  if (knownTotal !== undefined) return pageOf(l, await pageQuery(db, l), knownTotal)

  const counted = countQuery(db, l)
  const pageRows = pageQuery(db, l).as('page_rows')
  const rows = await db
    .select({ total: counted.total, product: summaryFieldsOf(pageRows) })
    .from(counted)
    .leftJoinLateral(pageRows, sql`true`)
  return rememberCounted(caches, l, rows)
}

type CountedRow = { total: number | null; product: ProductPage['items'][number] | null }

function rememberCounted(caches: CatalogCaches, l: Listing, rows: CountedRow[]): ProductPage {
  const total = Number(rows[0]?.total ?? 0)
  caches.listingTotals.set(l.totalKey, total)
  const items = rows.flatMap((r) => (r.product ? [r.product] : []))
  return pageOf(l, items, total)
}

function pageOf(l: Listing, items: ProductPage['items'], total: number): ProductPage {
  return { items, total, page: l.page, pageSize: l.pageSize, pageCount: pageCountOf(total, l.pageSize) }
}
