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
// Where the matches come from: a one-word search ranked by relevance with no filter reads its
// word's best matches from search_terms (a row per word of each product, ordered by how the word
// sits in the name and by rating; ADR 037) and ranks only those exactly, so 'milk' costs the same
// with 50 or 5,000 matches; every other search reads products through the trigram index of
// search_text and ranks at most TOTAL_COUNT_CAP + 1 of its matches (ADR 026).
//
// Ranking for 'relevance' (score per product, rating then id break ties): per word, a whole word
// of the name 6, a whole word of the Hindi name or search words or a meaning 5, the start of a
// name word 4, the start of a word of the search text 3, the category 2; then the whole phrase
// in the name +2, the name is the phrase +1, the name ends with the last word +1 (the head noun:
// 'Toned Milk' before 'Dairy Milk Silk' for 'milk'), a pack size asked for +1.5.
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { type Db, queryRows } from '#server/db/database.ts'
import { categories, products, searchTerms, searchWords } from '#server/db/schema.ts'
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
/**
 * An array as one parameter: a statement's text then depends on the shape of the query, not on
 * how many forms and meanings its words have, so each connection parses and plans it once
 * (named statements, ADR 014) for every word of that shape.
 */
const arrayParam = (values: readonly unknown[], type: 'text' | 'float8' | 'bool') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`
const textArray = (values: readonly string[]) => arrayParam(values, 'text')

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

/** The points of relevanceScore that ride on search_terms' own columns: the pack size asked, the category named. */
const SIZE_POINTS = 1.5
const CATEGORY_POINTS = 1

/**
 * One ordered read of search_terms: the terms `text` starts, the term equal to it first (index
 * order), optionally only those of the pack size asked for or of a category the word names.
 * `whole` and `start` are what a posting earns by its weight (0 search words or Hindi name, 1 a
 * name word, 2 the name's last word, 3 the whole name) when its term is the text or only starts
 * with it: the word's tier and head-noun bonus as relevanceScore gives them, plus the size's and
 * the category's points for those lists.
 */
type TermList = {
  text: string
  whole: readonly number[]
  start: readonly number[]
  sized: boolean
  named: boolean
}

/**
 * The lists of search_terms that hold a one-word query's matches (ADR 037), or null when the
 * word has a text no single term can hold ('cold drink'): then the trigram index answers.
 */
export function termLists(parsed: ParsedQuery): TermList[] | null {
  const word = parsed.words.length === 1 ? parsed.words[0]! : undefined
  if (!word || everyText(word).some((t) => t.includes(' '))) return null
  const plain: Pick<TermList, 'text' | 'whole' | 'start'>[] = []
  const add = (text: string, whole: number[], start: number[]) => {
    if (!plain.some((l) => l.text === text)) plain.push({ text, whole, start })
  }
  for (const form of word.forms) add(form, [5.5, 6, 7, form === parsed.namePhrase ? 8 : 7], [3, 4, 4, 4])
  for (const meaning of word.meanings) add(meaning, [5, 5, 6, 6], [3, 3, 3, 3])
  for (const loose of word.looseMeanings) add(loose, [3, 3, 4, 4], [3, 3, 3, 3])
  const sizes = parsed.sizes.length > 0 ? [false, true] : [false]
  return plain.flatMap((l) =>
    sizes.flatMap((sized) =>
      [false, true].map((named) => {
        const extra = (sized ? SIZE_POINTS : 0) + (named ? CATEGORY_POINTS : 0)
        return {
          text: l.text,
          whole: l.whole.map((p) => p + extra),
          start: l.start.map((p) => p + extra),
          sized,
          named,
        }
      }),
    ),
  )
}

/** Ids of the categories whose name has a word the texts start (the category tier's rule). */
function namedCategoryIds(texts: readonly string[]): SQL {
  const name = sql`' ' || regexp_replace(lower(${categories.name}), '[^a-z0-9]+', ' ', 'g')`
  return sql`SELECT ${categories.id} FROM ${categories} WHERE ${name} LIKE ANY(${arrayParam(texts.map(startsWord), 'text')})`
}

/**
 * Ids of the best `limit` matches of the lists by their points, then rating, then id: each list
 * is one seek of search_terms_rank_idx read in its order, so the work does not grow with how
 * many products the word matches ('milk': 5,000 at 100,000 products, 'm': 35,000). One statement
 * text for any lists (they travel as arrays), so each connection plans it once.
 */
export function bestTermMatches(parsed: ParsedQuery, lists: readonly TermList[], limit: number): SQL {
  const t = searchTerms
  const named = namedCategoryIds(parsed.words.flatMap(everyText))
  const points = lists.flatMap((l) => [...l.whole, ...l.start])
  return sql`SELECT hits.id FROM unnest(${arrayParam(
    lists.map((l) => l.text),
    'text',
  )}, ${arrayParam(
    lists.map((l) => l.sized),
    'bool',
  )}, ${arrayParam(
    lists.map((l) => l.named),
    'bool',
  )}) WITH ORDINALITY AS l(text, sized, named, n)
    CROSS JOIN LATERAL (
      SELECT ${t.productId} AS id, ${t.rating} AS rating,
        (${arrayParam(points, 'float8')})[(l.n - 1) * 8 + CASE WHEN ${t.term} = l.text THEN 1 ELSE 5 END + ${t.weight}] AS points
      FROM ${t}
      WHERE ${t.term} >= (l.text COLLATE "C") AND ${t.term} < ((l.text || chr(1114111)) COLLATE "C")
        AND (NOT l.sized OR ${t.unit} = ANY(${arrayParam(parsed.sizes.flatMap(unitSpellings), 'text')}))
        AND (NOT l.named OR ${t.categoryId} IN (${named}))
      ORDER BY ${t.term}, ${t.weight} DESC NULLS LAST, ${t.rating} DESC NULLS LAST, ${t.productId}
      LIMIT ${limit}
    ) AS hits
    -- A list of a category when the word names none is not read at all.
    WHERE NOT l.named OR EXISTS (${named})
    GROUP BY hits.id ORDER BY max(hits.points) DESC, max(hits.rating) DESC, hits.id LIMIT ${limit}`
}

/** Rows of search_terms read to count a word's matches up to the cap (see countTermMatches). */
const SAMPLED_POSTINGS = (TOTAL_COUNT_CAP + 1) * 2

/**
 * How many products the lists match, counted up to TOTAL_COUNT_CAP + 1 from the index alone: at
 * most SAMPLED_POSTINGS rows are read, and only when those hold fewer products than the cap
 * (several of a product's words start the text) is every row read.
 */
function countTermMatches(lists: readonly TermList[]): SQL {
  const t = searchTerms
  const texts = [...new Set(lists.map((l) => l.text))]
  const all = sql`SELECT m.id FROM unnest(${arrayParam(texts, 'text')}) AS l(text) CROSS JOIN LATERAL (
      SELECT ${t.productId} AS id FROM ${t}
      WHERE ${t.term} >= (l.text COLLATE "C") AND ${t.term} < ((l.text || chr(1114111)) COLLATE "C")
    ) AS m`
  return sql`SELECT CASE WHEN s.n < ${SAMPLED_POSTINGS} OR s.d > ${TOTAL_COUNT_CAP}
      THEN least(s.d, ${TOTAL_COUNT_CAP + 1})
      ELSE (SELECT least(count(DISTINCT a.id), ${TOTAL_COUNT_CAP + 1}) FROM (${all}) AS a) END::int AS matches
    FROM (SELECT count(*) AS n, count(DISTINCT sample.id) AS d FROM (${all} LIMIT ${SAMPLED_POSTINGS}) AS sample) AS s`
}

/**
 * How many of a one-word query's best matches are ranked exactly (relevanceScore on the
 * products' rows) for its first pages: more for a page further on by number, every match up to
 * the cap for a page reached by cursor or the last.
 */
export const RANKED_MATCHES = 60

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

  const candidateColumns = {
    id: products.id,
    name: products.name,
    price: products.price,
    rating: products.rating,
    isFeatured: products.isFeatured,
    score: sql<number>`(${relevanceScore(parsed, products)})::float8`.as('score'),
  }
  // One word, ranked, no filter but availability: its best matches come from search_terms in
  // rank order and only those are ranked exactly (ADR 037); otherwise the trigram index's first
  // TOTAL_COUNT_CAP + 1 matches.
  const lists = reading === 'names' && sort === 'relevance' && !hasFilters(query) ? termLists(parsed) : null
  // A page by number needs the matches up to it; a cursor's page or the last may lie anywhere.
  const ranked =
    query.last || query.after || query.before
      ? TOTAL_COUNT_CAP + 1
      : Math.max(RANKED_MATCHES, (query.page + 1) * query.pageSize)
  const candidates = lists
    ? db
        .select(candidateColumns)
        .from(products)
        .where(
          sql`${products.id} IN (${bestTermMatches(parsed, lists, Math.min(ranked, TOTAL_COUNT_CAP + 1))})`,
        )
    : db
        .select(candidateColumns)
        .from(products)
        .where(where)
        .limit(TOTAL_COUNT_CAP + 1)
  const count = lists ? countTermMatches(lists) : sql`SELECT count(*)::int AS matches FROM candidates`
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
      counted AS (${count})
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

/** The shopper narrowed the search by category, price, rating or stock. */
function hasFilters(q: SearchQuery): boolean {
  return (
    q.categoryId !== undefined ||
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    (q.minRating !== undefined && q.minRating !== 0) ||
    q.inStock === true
  )
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
