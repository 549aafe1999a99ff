// The home page's two product strips (spec section 7): available, in stock, with a real
// picture, created on or after the cutoff date, newest first; 12 featured, 6 'You might need'.
import { and, gte, notLike, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { products } from '#server/db/schema.ts'
import { HOME_FEATURED_LIMIT, HOME_MIGHT_NEED_LIMIT, HOME_PRODUCT_CUTOFF } from '#shared/constants.ts'
import type { HomeStrips } from '#shared/schemas/catalog.ts'
import { storeDateStart } from '#shared/store-clock.ts'
import { inStock, productSummaryColumns } from './product-query.ts'

// The cutoff is a calendar date in the store's time zone (decisions.md 13), not UTC midnight.
const CUTOFF = storeDateStart(HOME_PRODUCT_CUTOFF)

// Written exactly as the predicates of products_home_strip_idx and products_featured_idx, so
// each strip is the first rows of its partial index, newest first, whatever the catalogue's size.
const stripBase = sql`${products.isAvailable} AND ${inStock} AND ${products.imageUrl} IS NOT NULL`
const featuredBase = sql`${products.isFeatured} AND ${stripBase}`

function strip(db: Db, base: SQL, limit: number) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .where(
      and(
        base,
        // An object URL from an admin's browser session shows nothing to anyone else.
        notLike(products.imageUrl, 'blob:%'),
        gte(products.createdAt, CUTOFF),
      ),
    )
    .orderBy(sql`${products.createdAt} DESC NULLS LAST`)
    .limit(limit)
}

export async function getHomeStrips(db: Db): Promise<HomeStrips> {
  // Two short index reads; on PostgreSQL they run side by side on two pooled connections.
  const [featured, mightNeed] = await Promise.all([
    strip(db, featuredBase, HOME_FEATURED_LIMIT),
    strip(db, stripBase, HOME_MIGHT_NEED_LIMIT),
  ])
  return { featured, mightNeed }
}
