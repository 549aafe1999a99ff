// Product search (decisions.md 17): case-insensitive, by word prefix and with small typos,
// ranked for 'relevance'.
//
// Every word must match somewhere. A word matches when the name or the description contains
// it (LIKE '%word%' on lower(…), so also by word prefix); all of this is served by the GIN
// trigram indexes on lower(name) and lower(description), a BitmapOr per word and a BitmapAnd
// across words. Only when that finds fewer than a handful is the search run again forgiving
// typos: each word is first looked up in search_words, the dictionary of the words of product
// names, for up to 8 look-alikes (`word %>> 'typed'`, strict word similarity at or above
// pg_trgm.strict_word_similarity_threshold, which database.ts sets on every connection). Of
// those, the ones fewest edits away are what the shopper meant ('paneer', not 'panna', for
// 'panner'), and the word then also matches a name containing one of them. Matching the typed
// word against every product name instead costs ~10 µs a candidate row, and a popular typo
// ('panner') has 20,000 candidates at 100,000 products: 110 ms for that step alone. Trying the
// exact reading first keeps near-miss noise ('pan…' words for 'paneer') out of a search that
// was spelt right. A few exact matches are no proof of right spelling ('tomatoe' is in one
// description), hence 'a handful'; the forgiving reading includes them anyway. `%>>` is
// written with the indexed expression on the left, the form the index serves.
//
// Ranking for 'relevance': the phrase is the whole name, then a whole word (or words) of
// the name ('milk' in 'Toned Milk'), then the start of a word ('Milky Mist'), then the rest
// by word similarity of phrase to name; rating breaks ties. Similarity is computed only for
// that rest: a popular word matches thousands of products.
import { and, asc, count, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#server/db/database.ts'
import { products, searchWords } from '#server/db/schema.ts'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import {
  filterConditions,
  listingOrder,
  pageCountOf,
  productSummaryColumns,
  type SortColumns,
  summaryFieldsOf,
} from '#server/modules/catalog/product-query.ts'
import type { ProductPage, ProductSummary, SearchQuery } from '#shared/schemas/catalog.ts'
import { closestWords, escapeLike, parseSearchTerms, type SearchTerms } from './search-terms.ts'

/** The typed word in the name or the description, or one of its look-alikes in the name. */
function wordMatches(word: string, lookAlikes: readonly string[]): SQL {
  const contains = (w: string) => `%${escapeLike(w)}%`
  const name = sql`lower(${products.name})`
  return or(
    sql`${name} LIKE ${contains(word)}`,
    sql`lower(${products.description}) LIKE ${contains(word)}`,
    ...lookAlikes.filter((w) => w !== word).map((w) => sql`${name} LIKE ${contains(w)}`),
  )!
}

/** How many look-alikes of one typed word are tried, most alike first. */
const MAX_LOOK_ALIKES = 8

/**
 * The words of product names that look like each typed word (strict word similarity at or above
 * the connection's threshold), from the search_words dictionary: a few hundred or thousand rows
 * rather than every product.
 */
async function lookAlikesOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const typed = sql.join(
    words.map((w) => sql`(${w}::text)`),
    sql`, `,
  )
  const rows = await queryRows<{ typed: string; word: string }>(
    db,
    sql`SELECT t.typed, s.word FROM (VALUES ${typed}) AS t(typed)
      CROSS JOIN LATERAL (
        SELECT w.word FROM ${searchWords} w WHERE w.word %>> t.typed
        ORDER BY strict_word_similarity(t.typed, w.word) DESC, w.word
        LIMIT ${MAX_LOOK_ALIKES}
      ) s`,
  )
  const byTyped = new Map<string, string[]>(words.map((w) => [w, []]))
  for (const r of rows) byTyped.get(r.typed)?.push(r.word)
  for (const [typed, alike] of byTyped) byTyped.set(typed, closestWords(typed, alike))
  return byTyped
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

async function findMatches(
  db: Db,
  terms: SearchTerms,
  query: SearchQuery,
  lookAlikes: Map<string, string[]> = new Map(),
) {
  const { page, pageSize, categoryId } = query
  const where = and(
    filterConditions(categoryId, query),
    ...terms.words.map((w) => wordMatches(w, lookAlikes.get(w) ?? [])),
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
    let found = await findMatches(db, terms, query)
    if (found.total < FEW_MATCHES) {
      const lookAlikes = await lookAlikesOf(db, terms.words)
      const widened = terms.words.some((w) => lookAlikes.get(w)?.some((alike) => alike !== w))
      if (widened) found = await findMatches(db, terms, query, lookAlikes)
    }
    return { ...found, page, pageSize, pageCount: pageCountOf(found.total, pageSize) }
  })
}
