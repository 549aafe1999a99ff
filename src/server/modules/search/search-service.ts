// Product search (decisions.md 17, ADR 005 and 025).
//
// A word matches a product when one of its forms or meanings (search-query.ts) starts a word of
// the product's search text (name, Hindi name and search words, products.search_text: LIKE
// '% word%', served by its trigram index), or names the product's category. Every word must
// match. Matches inside a word ('anda' in 'sandal') never count.
//
// Three readings, each only when the one before found nothing:
// 1. as typed (with the dictionary's meanings): what nearly every search needs;
// 2. typos forgiven: a word the dictionary does not know and that matched nothing is replaced by
//    its closest look-alikes among the words of product names (search_words, ADR 005) or the
//    dictionary's spellings; the answer says which text it searched ('Showing results for');
// 3. descriptions: a word may also be a whole word of the description.
// So description-only and corrected matches never pad out real ones, and a query that matches
// nothing real returns nothing.
//
// Ranking for 'relevance' (score per product, rating then id break ties): per word, a whole word
// of the name 6, a whole word of the Hindi name or search words or a meaning 5, the start of a
// name word 4, the start of a word of the search text 3, the category 2; then the whole phrase
// in the name +2, the name is the phrase +1, the name ends with the last word +1 (the head noun:
// 'Toned Milk' before 'Dairy Milk Silk' for 'milk'), a pack size asked for +1.5.
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#server/db/database.ts'
import { categories, products, searchWords } from '#server/db/schema.ts'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { countedOf, pageFrom, pageRead } from '#server/modules/catalog/keyset-paging.ts'
import {
  filterConditions,
  keysOrder,
  productSummaryColumns,
  type SortColumns,
  type SortKeys,
  sortKeys,
} from '#server/modules/catalog/product-query.ts'
import { listingFingerprint, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import type { ProductSummary, SearchPage, SearchQuery } from '#shared/schemas/catalog.ts'
import { type ParsedQuery, parseSearchQuery, type QueryWord, unitSpellings } from './search-query.ts'
import { closestWords, editDistance, escapeLike } from './search-terms.ts'
import { dictionarySpellings, meaningsOf } from './synonyms.ts'
import { DEVANAGARI } from './transliterate.ts'

const startsWord = (w: string) => `% ${escapeLike(w)}%`
const wholeWord = (w: string) => `% ${escapeLike(w)} %`
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/** A category's name has a word starting with one of the texts ('vegetables', 'snacks'). */
export function categoryNameMatches(texts: readonly string[]): SQL {
  const name = sql`' ' || regexp_replace(lower(${categories.name}), '[^a-z0-9]+', ' ', 'g')`
  return sql`${name} LIKE ANY(${textArray(texts.map(startsWord))})`
}

/** Products of the categories whose name has a word starting with one of the texts. */
function categoryMatch(texts: readonly string[]): SQL {
  return sql`${products.categoryId} IN (SELECT ${categories.id} FROM ${categories} WHERE ${categoryNameMatches(texts)})`
}

export const everyText = (w: QueryWord) => [...w.forms, ...w.meanings, ...w.looseMeanings]

/** A word matches: a form or meaning starts a word of the search text (served by its index). */
export function wordMatches(
  word: QueryWord,
  descriptions: boolean,
  searchText: SQLWrapper = products.searchText,
): SQL {
  const all = everyText(word)
  const conditions = all.map((w) => sql`${searchText} LIKE ${startsWord(w)}`)
  if (descriptions) {
    for (const w of all.filter((f) => !DEVANAGARI.test(f))) {
      // The trigram index serves the LIKE; the regular expression keeps whole words only.
      conditions.push(
        sql`(lower(${products.description}) LIKE ${`%${escapeLike(w)}%`} AND lower(${products.description}) ~ ${`\\m${w}\\M`})`,
      )
    }
  }
  return or(...conditions)!
}

/** The word's points for one product (see the top of the file). */
function wordScore(
  word: QueryWord,
  name: SQLWrapper,
  text: SQLWrapper,
  categoryId: SQLWrapper,
  single: boolean,
): SQL {
  const meant = [...word.forms, ...word.meanings]
  const all = everyText(word)
  const catName = sql`' ' || regexp_replace(lower(${categories.name}), '[^a-z0-9]+', ' ', 'g')`
  const inCategory = sql`${categoryId} IN (SELECT ${categories.id} FROM ${categories} WHERE ${catName} LIKE ANY(${textArray(all.map(startsWord))}))`
  const tier = sql`CASE
    WHEN ${name} LIKE ANY(${textArray(word.forms.map(wholeWord))}) THEN 6
    WHEN ${text} LIKE ANY(${textArray(word.forms.map(wholeWord))}) THEN 5.5
    WHEN ${text} LIKE ANY(${textArray(meant.map(wholeWord))}) THEN 5
    WHEN ${name} LIKE ANY(${textArray(word.forms.map(startsWord))}) THEN 4
    WHEN ${text} LIKE ANY(${textArray(all.map(startsWord))}) THEN 3
    WHEN ${inCategory} THEN 2
    ELSE 0 END`
  // A one-word query that names a category ('fruits') ranks that category's matches first.
  return single ? sql`${tier} + CASE WHEN ${inCategory} THEN 1 ELSE 0 END` : tier
}

export type MatchColumns = SortColumns & {
  searchName: SQLWrapper
  searchText: SQLWrapper
  unit: SQLWrapper
  categoryId: SQLWrapper
}

export function relevanceScore(parsed: ParsedQuery, c: MatchColumns): SQL {
  const single = parsed.words.length === 1
  const parts = parsed.words.map((w) => wordScore(w, c.searchName, c.searchText, c.categoryId, single))
  const last = parsed.words.at(-1)
  if (parsed.words.length > 1)
    parts.push(sql`CASE WHEN ${c.searchName} LIKE ${wholeWord(parsed.namePhrase)} THEN 2 ELSE 0 END`)
  parts.push(sql`CASE WHEN btrim(${c.searchName}) = ${parsed.namePhrase} THEN 1 ELSE 0 END`)
  if (last) {
    const ends = everyText(last).map((w) => `% ${escapeLike(w)} `)
    parts.push(sql`CASE WHEN ${c.searchName} LIKE ANY(${textArray(ends)}) THEN 1 ELSE 0 END`)
  }
  if (parsed.sizes.length > 0) {
    const spellings = parsed.sizes.flatMap(unitSpellings)
    parts.push(
      sql`CASE WHEN regexp_replace(lower(${c.unit}), '[^a-z0-9.]+', '', 'g') = ANY(${textArray(spellings)}) THEN 1.5 ELSE 0 END`,
    )
  }
  return sql`(${sql.join(parts, sql` + `)})`
}

type Found = Omit<SearchPage, 'correctedQuery' | 'pageSize'>

/** What a word may match in a reading: names and search words, also descriptions, or the category. */
type Reading = 'names' | 'descriptions' | 'category'

/**
 * One reading's page. At most TOTAL_COUNT_CAP + 1 matches are gathered (the trigram index's
 * matches, as it finds them) and counted: past the cap the total says '1,000+'. Relevance is
 * worked out for those candidates only, never for every match of a common word (15,380 for
 * 'milk' at 100,000 products). A listing order over more matches than the cap walks that
 * order's index instead, testing the words row by row: a word that common fills a page within a
 * few hundred rows.
 */
async function findMatches(
  db: Db,
  parsed: ParsedQuery,
  query: SearchQuery,
  fingerprint: string,
  reading: Reading = 'names',
): Promise<Found> {
  const matching = (column: SQLWrapper) =>
    reading === 'category'
      ? [categoryMatch(everyText(parsed.words[0]!))]
      : parsed.words.map((w) => wordMatches(w, reading === 'descriptions', column))
  const where = and(filterConditions(query.categoryId, query), ...matching(products.searchText))!
  const sort = query.sort ?? 'relevance'

  const candidates = db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      rating: products.rating,
      isFeatured: products.isFeatured,
      score: sql<number>`(${relevanceScore(parsed, products)})::float8`.as('score'),
    })
    .from(products)
    .where(where)
    .limit(TOTAL_COUNT_CAP + 1)
  const cands = sql`candidates`
  const c = {
    id: sql`${cands}.id`,
    name: sql`${cands}.name`,
    price: sql`${cands}.price`,
    rating: sql`${cands}.rating`,
    isFeatured: sql`${cands}.is_featured`,
    score: sql`${cands}.score`,
  }
  const keys: SortKeys =
    sort === 'relevance'
      ? {
          columns: [c.score, c.rating, c.id],
          types: ['float8', 'float8', 'uuid'],
          descending: true,
          index: 'desc',
          lastReversed: true,
        }
      : sortKeys(sort, c)
  const read = pageRead(query, sort, fingerprint, keys)
  type Row = ProductSummary & { score: number }
  const columns = sql.join(
    Object.entries(productSummaryColumns).map(([k, col]) => sql`${col} AS ${sql.identifier(k)}`),
    sql`, `,
  )
  // One statement: the candidates, their capped count, and the page among them; only the
  // page's rows are then read whole.
  const order = sql.join(keysOrder(keys, read.reverse), sql`, `)
  const found = await queryRows<Row & { matches: number }>(
    db,
    sql`WITH candidates AS MATERIALIZED (${candidates}),
      counted AS (SELECT count(*)::int AS matches FROM candidates)
      SELECT counted.matches, page.* FROM counted LEFT JOIN LATERAL (
        SELECT ${columns}, ${c.score} AS score
        FROM (
          SELECT * FROM candidates ${read.condition ? sql`WHERE ${read.condition}` : sql``}
          ORDER BY ${order} LIMIT ${read.limit} OFFSET ${read.offset}
        ) AS candidates
        JOIN ${products} ON ${products.id} = ${c.id}
        ORDER BY ${order}
      ) page ON true`,
  )
  const counted = countedOf(Number(found[0]?.matches ?? 0))
  let rows: Row[] = found.filter((r) => r.id !== null).map(({ matches: _m, ...row }) => row)
  if (counted.total === 0)
    return { items: [], ...counted, page: query.page, pageCount: 0, nextCursor: null, prevCursor: null }
  if (sort !== 'relevance' && !counted.totalExact) {
    // More matches than candidates: walk the sort order's index. The words are tested on a
    // copy of search_text, which no index serves, so the planner cannot prefer the trigram
    // index and sort every match of a common word.
    const walked = and(
      filterConditions(query.categoryId, query),
      ...matching(sql`(${products.searchText} || '')`),
    )
    const own = sortKeys(sort)
    const ownRead = pageRead(query, sort, fingerprint, own)
    rows = (await db
      .select({ ...productSummaryColumns, score: sql<number>`0::float8` })
      .from(products)
      .where(ownRead.condition ? and(walked, ownRead.condition) : walked)
      .orderBy(...keysOrder(own, ownRead.reverse))
      .limit(ownRead.limit)
      .offset(ownRead.offset)) as Row[]
  }
  const keyOf = (r: Row) => {
    switch (sort) {
      case 'relevance':
        return [r.score, r.rating, r.id]
      case 'price-low':
      case 'price-high':
        return [r.price, r.id]
      case 'name':
        return [r.name, r.id]
      case 'rating':
        return [r.rating, r.id]
    }
  }
  const page = pageFrom(query, read, rows, counted, (r) => ({ s: sort, f: fingerprint, k: keyOf(r) }))
  return {
    ...counted,
    ...page,
    items: page.items.map(({ score: _score, ...product }) => product),
  }
}

/** How many look-alikes of one typed word are tried, most alike first. */
const MAX_LOOK_ALIKES = 8

/**
 * The words of product names that look like each typed word (strict word similarity at or above
 * the connection's threshold), from the search_words dictionary: a few hundred or thousand rows
 * rather than every product.
 */
async function lookAlikesOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const byTyped = new Map<string, string[]>(words.map((w) => [w, []]))
  if (words.length === 0) return byTyped
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
  for (const r of rows) byTyped.get(r.typed)?.push(r.word)
  return byTyped
}

/** Dictionary spellings at most one edit (two for long words) from a typed word. */
function dictionaryLookAlikes(word: string): string[] {
  const limit = word.length >= 7 ? 2 : 1
  return dictionarySpellings().filter(
    (s) => !s.includes(' ') && Math.abs(s.length - word.length) <= limit && editDistance(s, word) <= limit,
  )
}

/**
 * The query with typos corrected, or null when no word may or can be corrected. Words the
 * dictionary knows, Devanagari, numbers and words under 3 letters stay as typed.
 */
async function correctedQuery(db: Db, parsed: ParsedQuery): Promise<ParsedQuery | null> {
  const candidates = parsed.words.filter(
    (w) => !w.known && !w.typed.includes(' ') && w.typed.length >= 3 && /^[a-z]+$/.test(w.typed),
  )
  if (candidates.length === 0) return null
  const fromNames = await lookAlikesOf(
    db,
    candidates.map((w) => w.typed),
  )
  let changed = false
  const words = parsed.words.map((w) => {
    if (!candidates.includes(w)) return w
    const alike = [...(fromNames.get(w.typed) ?? []), ...dictionaryLookAlikes(w.typed)]
    const closest = alike.length > 0 ? closestWords(w.typed, [...new Set(alike)]) : []
    if (closest.length === 0 || closest.includes(w.typed)) return w
    changed = true
    const meanings = closest.flatMap((c) => meaningsOf(c))
    return { typed: closest[0]!, forms: closest, meanings, looseMeanings: [], known: true }
  })
  if (!changed) return null
  const replace = new Map(parsed.words.map((w, i) => [w.typed, words[i]!.typed]))
  const phrase = parsed.phrase
    .split(' ')
    .map((t) => replace.get(t) ?? t)
    .join(' ')
  const namePhrase = parsed.namePhrase
    .split(' ')
    .map((t) => replace.get(t) ?? t)
    .join(' ')
  return { ...parsed, phrase, namePhrase, words }
}

/** One page of matches with the total count of matches, and the corrected text if one was used. */
export async function searchProducts(db: Db, caches: CatalogCaches, query: SearchQuery): Promise<SearchPage> {
  const parsed = parseSearchQuery(query.q)
  const { sort, page, pageSize, minPrice, maxPrice, minRating, inStock, categoryId, exact } = query
  const key = JSON.stringify([
    parsed,
    exact,
    sort,
    minPrice,
    maxPrice,
    minRating,
    inStock,
    categoryId,
    page,
    pageSize,
    query.after,
    query.before,
    query.last,
  ])
  return caches.searchPages.getOrLoad(key, async () => {
    // Nothing searchable typed ('%', '-'): nothing found, never everything.
    if (parsed.words.length === 0)
      return {
        items: [],
        total: 0,
        totalExact: true,
        page,
        pageSize,
        pageCount: 0,
        nextCursor: null,
        prevCursor: null,
        correctedQuery: null,
      }
    // A cursor belongs to what was asked, whichever reading answers it.
    const fingerprint = listingFingerprint([
      'search',
      parsed.phrase,
      exact,
      categoryId,
      minPrice,
      maxPrice,
      minRating,
      inStock,
    ])
    let found = await findMatches(db, parsed, query, fingerprint)
    let corrected: string | null = null
    // A one-word query that names no product but a category ('veggies' in a store without
    // search words): that category's products. Never alongside products it names: 'anda' is
    // eggs, not all of 'Dairy, Bread & Eggs'.
    if (found.total === 0 && parsed.words.length === 1)
      found = await findMatches(db, parsed, query, fingerprint, 'category')
    if (found.total === 0 && !exact) {
      const typoFree = await correctedQuery(db, parsed)
      if (typoFree) {
        found = await findMatches(db, typoFree, query, fingerprint)
        if (found.total > 0) corrected = typoFree.phrase
      }
    }
    // One word in a description is a mention ('great on pizza' of a capsicum), not an answer.
    if (found.total === 0 && parsed.words.length > 1)
      found = await findMatches(db, parsed, query, fingerprint, 'descriptions')
    return { ...found, pageSize, correctedQuery: corrected }
  })
}
