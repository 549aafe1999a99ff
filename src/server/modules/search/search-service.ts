// Product search (decisions.md 17): case-insensitive, by word prefix and with small typos,
// ranked for 'relevance'.
//
// Every word must match somewhere. A word matches when the name or the description contains
// it (LIKE '%word%' on lower(…), so also by word prefix); all of this is served by the GIN
// trigram indexes on lower(name) and lower(description), a BitmapOr per word and a BitmapAnd
// across words. Only when that finds fewer than a handful is the search run again forgiving
// typos: a word then also matches a name with a similar word (`lower(name) %>> 'word'`, strict
// word similarity at or above pg_trgm.strict_word_similarity_threshold, which database.ts sets on every
// connection). Trying the exact reading first keeps near-miss noise ('pan…' words for
// 'paneer') out of a search that was spelt right, and spares most searches the cost of word
// similarity (~10 µs a row). A few exact matches are no proof of right spelling ('tomatoe'
// is in one description), hence 'a handful'; the forgiving reading includes them anyway.
// `%>>` is written with the indexed expression on the left, the form the index serves:
// written the other way round, PostgreSQL checks the whole condition twice per row.
//
// Ranking for 'relevance': the phrase is the whole name, then a whole word (or words) of
// the name ('milk' in 'Toned Milk'), then the start of a word ('Milky Mist'), then the rest
// by word similarity of phrase to name; rating breaks ties. Similarity is computed only for
// that rest: a popular word matches thousands of products.
import { and, asc, count, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { ProductPage, ProductSummary, SearchQuery } from '#shared/schemas/catalog.ts'
import type { Db } from '../../db/database.ts'
import { products } from '../../db/schema.ts'
import type { CatalogCaches } from '../catalog/catalog-cache.ts'
import {
  filterConditions,
  listingOrder,
  pageCountOf,
  productSummaryColumns,
  type SortColumns,
  summaryFieldsOf,
} from '../catalog/product-query.ts'
import { escapeLike, parseSearchTerms, type SearchTerms } from './search-terms.ts'

function wordMatches(word: string, forgiveTypos: boolean): SQL {
  const contains = `%${escapeLike(word)}%`
  const name = sql`lower(${products.name})`
  return or(
    sql`${name} LIKE ${contains}`,
    sql`lower(${products.description}) LIKE ${contains}`,
    forgiveTypos ? sql`${name} %>> ${word}` : undefined,
  )!
}

/** `name` is lower(products.name), taken once per match in the subquery. */
function relevanceOrder({ phrase }: SearchTerms, name: SQLWrapper, c: SortColumns): SQL[] {
  const literal = escapeLike(phrase)
  const padded = sql`' ' || ${name} || ' '`
  // One score, so each test runs at most once a row: 3, 2, 1 for the three tiers, and for
  // the rest word similarity shifted below them (from -1 to 0).
  const score = sql`CASE WHEN ${name} = ${phrase} THEN 3 WHEN ${padded} LIKE ${`% ${literal} %`} THEN 2 WHEN ${padded} LIKE ${`% ${literal}%`} THEN 1 ELSE word_similarity(${phrase}, ${name}) - 1 END`
  return [sql`${score} DESC`, sql`${c.rating} DESC NULLS LAST`, asc(c.id)]
}

/** Below this many exact matches, typos are forgiven too. */
const FEW_MATCHES = 5

type Found = { items: ProductSummary[]; total: number }

async function findMatches(db: Db, terms: SearchTerms, query: SearchQuery, forgiveTypos: boolean) {
  const { page, pageSize, categoryId } = query
  const where = and(
    filterConditions(categoryId, query),
    ...terms.words.map((w) => wordMatches(w, forgiveTypos)),
  )
  // The count is taken inside the subquery, over every match. That also keeps PostgreSQL from
  // walking a whole sort index (price, name) and testing each of 100,000 rows against the
  // words, which its LIMIT costing would otherwise prefer: it takes ~1 s.
  const matches = db
    .select({
      ...productSummaryColumns,
      searchName: sql<string>`lower(${products.name})`.as('search_name'),
      total: sql<number>`count(*) OVER ()`.as('total'),
    })
    .from(products)
    .where(where)
    .as('matches')
  const sort = query.sort ?? 'relevance'
  const rows = await db
    .select({ ...summaryFieldsOf(matches), total: matches.total })
    .from(matches)
    .orderBy(
      ...(sort === 'relevance'
        ? relevanceOrder(terms, matches.searchName, matches)
        : listingOrder(sort, matches)),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize)

  let total = Number(rows[0]?.total ?? 0)
  if (rows.length === 0 && page > 1) {
    // Past the last page no row carries the count; count separately.
    const [counted] = await db.select({ total: count() }).from(products).where(where)
    total = counted?.total ?? 0
  }
  const items = rows.map(({ total: _total, ...product }) => product)
  return { items, total } satisfies Found
}

/** One page of matches with the total count of matches. */
export async function searchProducts(
  db: Db,
  caches: CatalogCaches,
  query: SearchQuery,
): Promise<ProductPage> {
  const terms = parseSearchTerms(query.q)
  const { sort, page, pageSize, minPrice, maxPrice, minRating, inStock, categoryId } = query
  const key = JSON.stringify([
    terms,
    sort,
    minPrice,
    maxPrice,
    minRating,
    inStock,
    categoryId,
    page,
    pageSize,
  ])
  return caches.searchPages.getOrLoad(key, async () => {
    let found = await findMatches(db, terms, query, false)
    if (found.total < FEW_MATCHES) found = await findMatches(db, terms, query, true)
    return { ...found, page, pageSize, pageCount: pageCountOf(found.total, pageSize) }
  })
}
