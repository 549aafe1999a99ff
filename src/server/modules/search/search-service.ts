// Product search (decisions.md 17, ADR 005 and 025).
//
// A word matches a product when one of its forms or meanings (search-query.ts) starts a word of
// the product's search text (name, Hindi name and search words, products.search_text: LIKE
// '% word%', served by its trigram index), or names the product's category. Every word must
// match. Matches inside a word ('anda' in 'sandal') never count.
//
// Four readings, each only when the one before found nothing:
// 1. as typed (with the dictionary's meanings): what nearly every search needs;
// 2. typos forgiven: a word the dictionary does not know and that matched nothing is replaced by
//    its closest look-alikes among the words of product names (search_words, ADR 005) or the
//    dictionary's spellings; the answer says which text it searched ('Showing results for');
// 3. a number typed without a unit ('atta 10') as a pack size of any unit, not a word;
// 4. descriptions: a word may also be a whole word of the description.
// So description-only and corrected matches never pad out real ones, and a query that matches
// nothing real returns nothing.
//
// Where the matches come from: a one-word search ranked by relevance with no filter reads its
// word's best matches from search_terms (a row per word of each product, ordered by how the word
// sits in the name and by rating; ADR 037) and ranks only those exactly, so 'milk' costs the same
// with 50 or 5,000 matches; several words read the rarest word's postings the same way (ADR 047);
// every other search reads products found by the lists of the terms each word starts
// (products_words_idx, ADR 078; the trigram index of search_text when a word starts more terms
// than SORTED_TERMS) and ranks at most TOTAL_COUNT_CAP + 1 of its matches (ADR 026).
//
// Ranking for 'relevance' (score per product, rating then id break ties): per word, a whole word
// of the name 6, a whole word of the Hindi name or search words or a meaning 5, the start of a
// name word 4, the start of a word of the search text 3, the category 2; then the whole phrase
// in the name +2, the name is the phrase +1, the name ends with the last word +1 (the head noun:
// 'Toned Milk' before 'Dairy Milk Silk' for 'milk'), a pack size asked for +1.5.
import { and, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/database.ts'
import { categories, products, searchTerms, searchWords } from '#server/db/schema.ts'
import { shapedRows } from '#server/db/shaped-statement.ts'
import type { CatalogCaches } from '#server/modules/catalog/catalog-cache.ts'
import { type Counted, countedOf, pageFrom, pageRead } from '#server/modules/catalog/keyset-paging.ts'
import {
  filterConditions,
  keysetCondition,
  keysOrder,
  productSummaryColumns,
  type SortColumns,
  type SortKeys,
  sortKeys,
} from '#server/modules/catalog/product-query.ts'
import { listingFingerprint, TOTAL_COUNT_CAP } from '#shared/listing-cursor.ts'
import type { ProductSummary, SearchPage, SearchQuery } from '#shared/schemas/catalog.ts'
import {
  numbersAsSizes,
  type ParsedQuery,
  parseSearchQuery,
  type QueryWord,
  unitSpellings,
} from './search-query.ts'
import { closestWords, escapeLike, withinEdits } from './search-terms.ts'
import { meaningsOf, SINGLE_WORD_SPELLINGS } from './synonyms.ts'
import { DEVANAGARI } from './transliterate.ts'

const startsWord = (w: string) => `% ${escapeLike(w)}%`
const wholeWord = (w: string) => `% ${escapeLike(w)} %`

// Every statement of search is built once per shape (ADR 041, db/shaped-statement.ts): its
// text depends on how many words the query has and which parts it uses, never on the words, so
// every value is a placeholder, and a word's forms and meanings travel as array parameters.
const p = sql.placeholder
/** An array parameter by its placeholder name. */
const arrayOf = (name: string, type: 'text' | 'float8' | 'bool' = 'text') =>
  sql`${p(name)}::${sql.raw(type)}[]`
/**
 * A value the planner cannot look into (a sub-select): unnest() of it is estimated the same
 * whatever the array holds. So a custom plan costs what the statement's generic plan costs,
 * and PostgreSQL keeps the generic plan after its first five executions instead of planning
 * every search again (plan_cache_mode auto reuses it only when it is no dearer than the custom
 * plans; knowing the lists' count made those look cheaper, and planning was half of a one-word
 * search's database CPU).
 */
const opaque = (value: SQL) => sql`(SELECT ${value})`

/**
 * The array placeholders of word `i`: `sa` every text (forms, meanings, loose meanings) as the
 * start of a word, `sf` the forms as a start, `wf` the forms as a whole word, `wm` forms and meanings
 * as a whole word. (wordMatches has a scalar placeholder per text.)
 */
const w = (i: number, part: 'sa' | 'sf' | 'wf' | 'wm') => arrayOf(`w${i}${part}`)

/** The values of word `i`'s placeholders. */
export function wordValues(word: QueryWord, i: number): Record<string, string[] | string> {
  const all = everyText(word)
  const values: Record<string, string[] | string> = {
    [`w${i}sa`]: all.map(startsWord),
    [`w${i}sf`]: word.forms.map(startsWord),
    [`w${i}wf`]: word.forms.map(wholeWord),
    [`w${i}wm`]: [...word.forms, ...word.meanings].map(wholeWord),
  }
  for (const [j, t] of matchTexts(word).entries()) values[`w${i}s${j}`] = startsWord(t)
  for (const [j, t] of all.filter((f) => !DEVANAGARI.test(f)).entries()) {
    values[`w${i}l${j}`] = `%${escapeLike(t)}%`
    values[`w${i}r${j}`] = `\\m${t}\\M`
  }
  return values
}

const categoryWords = sql`' ' || regexp_replace(lower(${categories.name}), '[^a-z0-9]+', ' ', 'g')`

/** A category's name has a word starting with one of the patterns ('% vegetables%'). */
export function categoryNameMatches(patterns: SQL): SQL {
  return sql`${categoryWords} LIKE ANY(${patterns})`
}

/** Products of the categories whose name has a word that word `i` starts. */
function categoryMatch(i: number, categoryId: SQLWrapper = products.categoryId): SQL {
  return sql`${categoryId} IN (SELECT ${categories.id} FROM ${categories} WHERE ${categoryNameMatches(w(i, 'sa'))})`
}

export const everyText = (w: QueryWord) => [...w.forms, ...w.meanings, ...w.looseMeanings]

/**
 * The texts a word's match needs: a text that another of them starts adds nothing ('% milk%'
 * matches whatever '% milks%' does). A word left with one text is one condition, and the
 * words' conditions then go to the trigram index in one scan, which intersects their posting
 * lists itself, instead of one scan per word ANDed after (at 1,000,000 products the lists of
 * 'cream' and 'milk' are 75,000 and 51,000 long).
 */
export function matchTexts(w: QueryWord): string[] {
  const all = [...new Set(everyText(w))]
  return all.filter((t) => !all.some((o) => o !== t && t.startsWith(o)))
}

/**
 * Word `i` matches: one of its `texts` forms and meanings starts a word of the search text,
 * or with `latin` (the descriptions reading), one of its Latin texts is a whole word of the
 * description. Each text is its own scalar parameter, not an array: a prepared statement's
 * generic plan estimates `LIKE $1` and reads the trigram index, while for `LIKE ANY($1)` it
 * cannot and scans the table.
 */
export function wordMatches(
  i: number,
  texts: number,
  latin = 0,
  searchText: SQLWrapper = products.searchText,
  description: SQLWrapper = sql`lower(${products.description})`,
): SQL {
  const conditions = Array.from({ length: texts }, (_, j) => sql`${searchText} LIKE ${p(`w${i}s${j}`)}`)
  for (let j = 0; j < latin; j++)
    // The trigram index serves the LIKE; the regular expression keeps whole words only.
    conditions.push(sql`(${description} LIKE ${p(`w${i}l${j}`)} AND ${description} ~ ${p(`w${i}r${j}`)})`)
  return sql`(${sql.join(conditions, sql` OR `)})`
}

/** Word `i`'s points for one product (see the top of the file). */
function wordScore(
  i: number,
  name: SQLWrapper,
  text: SQLWrapper,
  categoryId: SQLWrapper,
  single: boolean,
): SQL {
  const inCategory = categoryMatch(i, categoryId)
  const tier = sql`CASE
    WHEN ${name} LIKE ANY(${w(i, 'wf')}) THEN 6
    WHEN ${text} LIKE ANY(${w(i, 'wf')}) THEN 5.5
    WHEN ${text} LIKE ANY(${w(i, 'wm')}) THEN 5
    WHEN ${name} LIKE ANY(${w(i, 'sf')}) THEN 4
    WHEN ${text} LIKE ANY(${w(i, 'sa')}) THEN 3
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

/**
 * What the text of a query's statement depends on: how many words, how many texts (forms and
 * meanings) each has and how many of those are Latin, and whether it asks for a size.
 */
export type QueryShape = { words: number; texts: number[]; latin: number[]; sized: boolean }

export const shapeOf = (parsed: ParsedQuery): QueryShape => ({
  words: parsed.words.length,
  texts: parsed.words.map((w) => matchTexts(w).length),
  latin: parsed.words.map((w) => everyText(w).filter((t) => !DEVANAGARI.test(t)).length),
  sized: parsed.sizes.length > 0,
})

export function relevanceScore(shape: QueryShape, c: MatchColumns): SQL {
  const single = shape.words === 1
  const parts = Array.from({ length: shape.words }, (_, i) =>
    wordScore(i, c.searchName, c.searchText, c.categoryId, single),
  )
  if (shape.words > 1) parts.push(sql`CASE WHEN ${c.searchName} LIKE ${p('phraseWhole')} THEN 2 ELSE 0 END`)
  parts.push(sql`CASE WHEN btrim(${c.searchName}) = ${p('namePhrase')} THEN 1 ELSE 0 END`)
  if (shape.words > 0)
    parts.push(sql`CASE WHEN ${c.searchName} LIKE ANY(${arrayOf('ends')}) THEN 1 ELSE 0 END`)
  if (shape.sized)
    parts.push(
      sql`CASE WHEN regexp_replace(lower(${c.unit}), '[^a-z0-9.]+', '', 'g') = ANY(${arrayOf('sizes')}) THEN 1.5 ELSE 0 END`,
    )
  return sql`(${sql.join(parts, sql` + `)})`
}

/** The values of the placeholders of wordMatches, relevanceScore and categoryMatch for a query. */
export function queryValues(parsed: ParsedQuery): Record<string, unknown> {
  const last = parsed.words.at(-1)
  return Object.assign(
    {
      phraseWhole: wholeWord(parsed.namePhrase),
      namePhrase: parsed.namePhrase,
      ends: last ? everyText(last).map((t) => `% ${escapeLike(t)} `) : [],
      sizes: parsed.sizes.flatMap(unitSpellings),
    },
    ...parsed.words.map(wordValues),
  )
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

/** The values of bestTermMatches' and countTermMatches' placeholders for the lists. */
export function termListValues(lists: readonly TermList[]): Record<string, unknown> {
  return {
    listText: lists.map((l) => l.text),
    listSized: lists.map((l) => l.sized),
    listNamed: lists.map((l) => l.named),
    listPoints: lists.flatMap((l) => [...l.whole, ...l.start]),
    listTexts: [...new Set(lists.map((l) => l.text))],
  }
}

/**
 * Ids of the best `limit` matches of the lists (a one-word query's, termLists) by their points,
 * then rating, then id: each list is one seek of search_terms_rank_idx read in its order, so the
 * work does not grow with how many products the word matches ('milk': 5,000 at 100,000
 * products, 'm': 35,000). The lists travel as arrays (termListValues), so the text is the same
 * for any word.
 */
export function bestTermMatches(limit: SQL | Placeholder): SQL {
  const t = searchTerms
  const named = sql`SELECT ${categories.id} FROM ${categories} WHERE ${categoryNameMatches(w(0, 'sa'))}`
  return sql`SELECT hits.id FROM unnest(${opaque(arrayOf('listText'))}, ${opaque(arrayOf('listSized', 'bool'))}, ${opaque(
    arrayOf('listNamed', 'bool'),
  )}) WITH ORDINALITY AS l(text, sized, named, n)
    CROSS JOIN LATERAL (
      SELECT ${t.productId} AS id, ${t.rating} AS rating,
        (${arrayOf('listPoints', 'float8')})[(l.n - 1) * 8 + CASE WHEN ${t.term} = l.text THEN 1 ELSE 5 END + ${t.weight}] AS points
      FROM ${t}
      WHERE ${t.term} >= (l.text COLLATE "C") AND ${t.term} < ((l.text || chr(1114111)) COLLATE "C")
        AND (NOT l.sized OR ${t.unit} = ANY(${arrayOf('sizes')}))
        AND (NOT l.named OR ${t.categoryId} IN (${named}))
      ORDER BY ${t.term}, ${t.weight} DESC NULLS LAST, ${t.rating} DESC NULLS LAST, ${t.productId}
      LIMIT ${limit}
    ) AS hits
    -- A list of a category when the word names none is not read at all.
    WHERE NOT l.named OR EXISTS (${named})
    GROUP BY hits.id ORDER BY max(hits.points) DESC, max(hits.rating) DESC, hits.id LIMIT ${limit}`
}

/** Rows of search_terms read to count a word's matches up to the cap (see sampleTermMatches). */
const SAMPLED_POSTINGS = (TOTAL_COUNT_CAP + 1) * 2

/** Every posting of the lists' texts (each text's range of search_terms), as product ids. */
function termPostings(): SQL {
  const t = searchTerms
  return sql`SELECT m.id FROM unnest(${opaque(arrayOf('listTexts'))}) AS l(text) CROSS JOIN LATERAL (
      SELECT ${t.productId} AS id FROM ${t}
      WHERE ${t.term} >= (l.text COLLATE "C") AND ${t.term} < ((l.text || chr(1114111)) COLLATE "C")
    ) AS m`
}

/**
 * The lists' first SAMPLED_POSTINGS postings from the index alone: how many were read (`n`)
 * and how many products they hold (`d`). Fewer than read, and it is every posting: `d` is the
 * count; more products than the cap, and the count is '1,000+'. Otherwise (several of a
 * product's words start the text) countTermMatches counts every posting, in a statement of its
 * own: as a branch of this one, its cost estimate kept PostgreSQL from ever reusing the
 * statement's generic plan, and planning it again took half of a one-word search's database CPU.
 */
function sampleTermMatches(): SQL {
  return sql`SELECT count(*)::int AS n, count(DISTINCT sample.id)::int AS d
    FROM (${termPostings()} LIMIT ${sql.raw(String(SAMPLED_POSTINGS))}) AS sample`
}

/** How many products the lists match, up to TOTAL_COUNT_CAP + 1, from every posting. */
async function countTermMatches(db: Db, lists: readonly TermList[]): Promise<number> {
  const rows = await shapedRows<{ matches: number }>(
    db,
    'search-count-terms',
    () =>
      sql`SELECT least(count(DISTINCT a.id), ${sql.raw(String(TOTAL_COUNT_CAP + 1))})::int AS matches FROM (${termPostings()}) AS a`,
    termListValues(lists),
  )
  return Number(rows[0]?.matches ?? 0)
}

/**
 * One text of a word of a query of several words, read from search_terms (wordLists): `word`
 * is the word's position; `whole` and `start` what a posting earns by its weight (as TermList).
 */
type WordList = { text: string; word: number; whole: readonly number[]; start: readonly number[] }

/**
 * The texts of every word of a query of several words, or of one word with a phrase among its
 * meanings ('cold drink', which no single term holds), each one range of search_terms (ADR 047).
 * A word's texts are those its match needs (matchTexts): a text another starts adds no product. The points are an
 * estimate of relevanceScore's for the word alone (the head noun's point for the last word),
 * used only to choose which matches are ranked exactly.
 */
export function wordLists(parsed: ParsedQuery): WordList[] | null {
  if (parsed.words.length === 0) return null
  return parsed.words.flatMap((word, i) => {
    const head = i === parsed.words.length - 1 ? 1 : 0
    const read = new Set<string>()
    return matchTexts(word).flatMap((text): WordList[] => {
      // A phrase ('cold drink') is read from the postings of its first word, which its matches
      // have whole; each posting is then tested for the phrase itself.
      const first = text.split(' ')[0]!
      if (read.has(first)) return []
      read.add(first)
      if (word.forms.includes(text))
        return [{ text: first, word: i, whole: [5.5, 6, 6 + head, 6], start: [3, 4, 4, 4] }]
      if (word.meanings.includes(text))
        return [{ text: first, word: i, whole: [5, 5, 5 + head, 5], start: [3, 3, 3, 3] }]
      return [{ text: first, word: i, whole: [3, 3, 3 + head, 3], start: [3, 3, 3, 3] }]
    })
  })
}

/** The values of severalWordMatches' placeholders. */
export function wordListValues(lists: readonly WordList[]): Record<string, unknown> {
  return {
    mwText: lists.map((l) => l.text),
    mwWord: lists.map((l) => l.word),
    mwPoints: lists.flatMap((l) => [...l.whole, ...l.start]),
    // Of words with as many postings counted, the last is read (the head noun: 'full cream milk'
    // is read from the names that end in 'milk'), unless shorter than 3 letters ('parle g').
    mwLength: [...new Set(lists.map((l) => l.word))].map((i) =>
      Math.min(...lists.filter((l) => l.word === i).map((l) => l.text.length)),
    ),
  }
}

/** Postings of each text counted, at most, to choose the word the matches are read from. */
const COUNTED_POSTINGS = 500
/** Postings of each text of that word read, at most (in the index's order: the best first). */
export const WALKED_POSTINGS = 5_000

const termRange = sql`${searchTerms.term} >= (l.text COLLATE "C") AND ${searchTerms.term} < ((l.text || chr(1114111)) COLLATE "C")`

/**
 * The texts of the words (wordLists) as `mw_lists`, and the word to read (`mw_driver`): the one
 * with the fewest postings (counted up to COUNTED_POSTINGS a text), of those with as many the
 * last, but one of 3 letters or more (ADR 047). Common table expressions, with a trailing comma.
 */
function wordDriver(): SQL {
  return sql`mw_lists AS MATERIALIZED (
      SELECT * FROM unnest(${opaque(arrayOf('mwText'))}, ${opaque(sql`${p('mwWord')}::int[]`)}) WITH ORDINALITY AS l(text, word, n)
    ),
    mw_sizes AS MATERIALIZED (
      SELECT l.word, sum(c.postings) AS postings FROM mw_lists l CROSS JOIN LATERAL (
        SELECT count(*) AS postings FROM (
          SELECT 1 FROM ${searchTerms} WHERE ${termRange} LIMIT ${sql.raw(String(COUNTED_POSTINGS))}
        ) AS x
      ) AS c GROUP BY l.word
    ),
    mw_driver AS MATERIALIZED (SELECT word FROM mw_sizes ORDER BY postings, (${p('mwLength')}::int[])[word + 1] >= 3 DESC, word DESC LIMIT 1),`
}

/**
 * The matches of a query of several words from search_terms (ADR 047), as common table
 * expressions: `mw_matched`, up to TOTAL_COUNT_CAP + 1 products with every word, with the
 * estimated points of the word they were read from, and `mw_whole`, whether every posting of
 * that word was read: no text of it has a posting past WALKED_POSTINGS and no text's walk
 * stopped at the cap (a product met twice in one walk, 'zarak' and 'zaraki', counts once: a walk
 * can stop with fewer than TOTAL_COUNT_CAP + 1 products and postings left unread; ADR 082).
 * The rarest word (postings counted up to COUNTED_POSTINGS a text; the last of those with as
 * many, but one of 3 letters or more) is read, each of its texts one range of
 * search_terms_rank_idx in order, up to WALKED_POSTINGS a text, and each posting is tested for every word on the search
 * text it carries (on the product's row when the text was too long to carry): from the index
 * alone, stopping at the cap. So the work is bounded by the postings read, whatever the
 * catalogue's size ('full cream milk': 75,000 and 51,000 postings of 'cream' and 'milk' at
 * 1,000,000 products, read by the trigram index in full).
 */
function severalWordMatches(s: MatchShape): SQL {
  const t = searchTerms
  const range = termRange
  // search_terms holds available products only: the words are all a posting is tested for.
  const onPosting = and(...s.texts.map((n, i) => wordMatches(i, n, 0, sql`r.text`)))!
  // A text too long for the index: the product's own row, by primary key. A copy of its search
  // text, so that no index serves the words and the planner cannot turn this into a scan of them.
  const onProduct = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = r.id AND ${matchConditions(s, sql`(${products.searchText} || '')`)})`
  const driverLists = sql`mw_driver JOIN mw_lists l ON l.word = mw_driver.word`
  // The other words' share of the estimate: whole words of the text rank above word starts
  // ('parle g' puts Parle-G before Parle Gold).
  const wholeWords = sql.join(
    Array.from(
      { length: s.words },
      (_, i) => sql`CASE WHEN r.text LIKE ANY(${w(i, 'wm')}) THEN 2 ELSE 0 END`,
    ),
    sql` + `,
  )
  return sql`${wordDriver()}
    mw_walk AS MATERIALIZED (
      SELECT l.n, h.id, h.points, h.rating FROM ${driverLists}
      CROSS JOIN LATERAL (
        SELECT r.id, r.rating, r.points + ${wholeWords} AS points FROM (
          SELECT ${t.productId} AS id, ${t.rating} AS rating, ${t.searchText} AS text,
            (${arrayOf('mwPoints', 'float8')})[(l.n - 1) * 8 + CASE WHEN ${t.term} = l.text THEN 1 ELSE 5 END + ${t.weight}]
              + CASE WHEN ${t.unit} = ANY(${arrayOf('sizes')}) THEN ${sql.raw(String(SIZE_POINTS))} ELSE 0 END AS points
          FROM ${t} WHERE ${range}
          ORDER BY ${t.term}, ${t.weight} DESC NULLS LAST, ${t.rating} DESC NULLS LAST, ${t.productId}
          LIMIT ${sql.raw(String(WALKED_POSTINGS))}
        ) AS r
        WHERE CASE WHEN r.text IS NULL THEN ${onProduct} ELSE ${onPosting} END
        LIMIT ${sql.raw(String(TOTAL_COUNT_CAP + 1))}
      ) AS h
    ),
    mw_read AS MATERIALIZED (
      SELECT id, max(points) AS points, max(rating) AS rating FROM mw_walk GROUP BY id
    ),
    mw_matched AS MATERIALIZED (
      SELECT * FROM mw_read ORDER BY points DESC, rating DESC, id LIMIT ${sql.raw(String(TOTAL_COUNT_CAP + 1))}
    ),
    mw_whole AS (
      SELECT NOT EXISTS (
        SELECT 1 FROM mw_walk GROUP BY n HAVING count(*) > ${sql.raw(String(TOTAL_COUNT_CAP))}
      ) AND NOT EXISTS (SELECT 1 FROM ${driverLists} CROSS JOIN LATERAL (
        SELECT 1 FROM ${t} WHERE ${range} OFFSET ${sql.raw(String(WALKED_POSTINGS))} LIMIT 1
      ) AS more) AS whole
    ),`
}

/** Terms a text of the word read may start (ADR 051); a text that starts more is not read in the sort's order. */
export const SORTED_TERMS = 64

/**
 * A recursive common table expression `name` of the terms of search_terms that each row of
 * `texts` (a common table expression with `key`, `text` and `upper`, the text's end of range)
 * starts, in order, one seek of the index each, up to SORTED_TERMS + 1 a text: `depth` past
 * SORTED_TERMS says the text starts more. `term` is null once a text's terms are all read.
 */
function termSeeks(name: string, texts: string, key: string): SQL {
  const t = searchTerms
  const [self, from, k] = [sql.raw(name), sql.raw(texts), sql.raw(key)]
  return sql`${self} AS (
      SELECT x.${k}, x.upper, (
          SELECT ${t.term} FROM ${t} WHERE ${t.term} >= (x.text COLLATE "C") AND ${t.term} < x.upper
          ORDER BY ${t.term} LIMIT 1
        ) AS term, 1 AS depth
      FROM ${from} x
      UNION ALL
      SELECT r.${k}, r.upper, (
          SELECT ${t.term} FROM ${t} WHERE ${t.term} > r.term AND ${t.term} < r.upper ORDER BY ${t.term} LIMIT 1
        ), r.depth + 1
      FROM ${self} r WHERE r.term IS NOT NULL AND r.depth <= ${sql.raw(String(SORTED_TERMS))}
    )`
}

/**
 * The terms of search_terms that each word's texts start (wordLists: a phrase by its first word),
 * at most SORTED_TERMS a text, found by seeks of the index: what products_words_idx is asked
 * for (ADR 078). Null when a text starts more terms than that ('a'): the trigram index answers.
 * A word none of whose texts starts a term gets an empty list, which no product holds.
 */
export async function termsOfWords(db: Db, parsed: ParsedQuery): Promise<string[][] | null> {
  const lists = wordLists(parsed)
  if (!lists) return null
  const rows = await shapedRows<{ word: number; terms: string[] | null; capped: boolean }>(
    db,
    'search-word-terms',
    () => sql`WITH RECURSIVE wt_texts AS MATERIALIZED (
        SELECT l.word, l.text, (l.text || chr(1114111)) COLLATE "C" AS upper
        FROM unnest(${opaque(arrayOf('wtText'))}, ${opaque(sql`${p('wtWord')}::int[]`)}) AS l(text, word)
      ),
      ${termSeeks('wt_terms', 'wt_texts', 'word')}
      SELECT word, array_agg(DISTINCT term::text) FILTER (WHERE depth <= ${sql.raw(String(SORTED_TERMS))}) AS terms,
        bool_or(depth > ${sql.raw(String(SORTED_TERMS))}) AS capped
      FROM wt_terms WHERE term IS NOT NULL GROUP BY word`,
    { wtText: lists.map((l) => l.text), wtWord: lists.map((l) => l.word) },
  )
  if (rows.some((r) => r.capped)) return null
  const terms: string[][] = parsed.words.map(() => [])
  for (const r of rows) terms[r.word] = r.terms ?? []
  return terms
}

/** The words of a product's search text, as products_words_idx holds them (migration 0029). */
export const searchTextWords = sql`string_to_array(btrim(${products.searchText}), ' ')`

/**
 * Every word of the query has a word of the search text among its terms (termsOfWords), and then
 * matches as wordMatches says, tested on a copy of the text, which no index serves, so that the
 * planner reads products_words_idx and not the trigram index too.
 */
export function wordIndexCondition(s: Pick<QueryShape, 'words' | 'texts'>): SQL {
  return and(
    ...Array.from({ length: s.words }, (_, i) => sql`${searchTextWords} && ${opaque(arrayOf(`wt${i}`))}`),
    ...s.texts.map((n, i) => wordMatches(i, n, 0, sql`(${products.searchText} || '')`)),
  )!
}

/** The values of wordIndexCondition's placeholders. */
export const wordIndexValues = (terms: readonly string[][]): Record<string, string[]> =>
  Object.fromEntries(terms.map((list, i) => [`wt${i}`, list]))

/** The sorts a search reads from an order of search_terms (ADR 051, 056): each one's index. */
const POSTING_SORTS = ['price-low', 'price-high', 'rating', 'name'] as const
type PostingSort = (typeof POSTING_SORTS)[number]
const isPostingSort = (sort: string): sort is PostingSort =>
  (POSTING_SORTS as readonly string[]).includes(sort)

/** What the text of sortedStatement depends on. */
type SortedShape = Pick<QueryShape, 'words' | 'texts'> & {
  sort: PostingSort
  read: MatchShape['read']
}

// The sort's key is read as `key`: price, rating or name, then id.
const priced = {
  id: sql`pw.id`,
  price: sql`pw.key`,
  rating: sql`pw.key`,
  name: sql`pw.key`,
  // Not a key of these orders.
  isFeatured: sql`pw.id`,
}

/** The column of search_terms a posting sort reads first (its index's second). */
const postingKey = (sort: PostingSort) =>
  sort === 'rating' ? searchTerms.rating : sort === 'name' ? searchTerms.name : searchTerms.price

/** A product's key in a posting sort, as its cursor carries it. */
const productKey = (sort: PostingSort, r: Pick<ProductSummary, 'price' | 'rating' | 'name'>) =>
  sort === 'rating' ? r.rating : sort === 'name' ? r.name : r.price

/**
 * A page of a search sorted by price, rating or name from search_terms (ADR 051, 056): the word
 * read (wordDriver), each term its texts start found by a seek of the index (at most
 * SORTED_TERMS a text), each term's postings read in the sort's order (search_terms_price_idx,
 * search_terms_rating_idx or search_terms_name_idx) past the cursor and tested for every word on
 * the search text they carry, up to the rows the page needs; the page is the first of those in that order. So a word
 * whose products are dear ('paneer' among 1,000,000 products, the cheapest at ₹80) is not found
 * by walking every cheaper product. `capped` says a text starts more terms than were read: the
 * page is then read the other way.
 */
function sortedStatement(s: SortedShape): SQL {
  const t = searchTerms
  const reverse = s.read === 'before' || s.read === 'last'
  const cursor = s.read === 'after' || s.read === 'before'
  const onPosting = and(...s.texts.map((n, i) => wordMatches(i, n, 0, sql`r.text`)))!
  // A text too long for the index: the product's own row (as severalWordMatches).
  const onProduct = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = r.id AND ${and(
    ...s.texts.map((n, i) => wordMatches(i, n, 0, sql`(${products.searchText} || '')`)),
  )})`
  const keysOf = (c: SortColumns) => sortKeys(s.sort, c)
  const key = postingKey(s.sort)
  const postingKeys = keysOf({ ...priced, id: t.productId, price: key, rating: key, name: key })
  const past = cursor ? sql`AND ${keysetCondition(postingKeys, [p('k0'), p('k1')], reverse)}` : sql``
  const pageKeys = keysOf(priced)
  const productKeys = keysOf(products)
  const order = (keys: SortKeys) => sql.join(keysOrder(keys, reverse), sql`, `)
  return sql`WITH RECURSIVE ${wordDriver()}
    pw_texts AS MATERIALIZED (
      SELECT l.n, l.text, (l.text || chr(1114111)) COLLATE "C" AS upper
      FROM mw_driver JOIN mw_lists l ON l.word = mw_driver.word
    ),
    ${termSeeks('pw_terms', 'pw_texts', 'n')},
    pw_read AS MATERIALIZED (
      SELECT h.id, min(h.key) AS key FROM (
        SELECT DISTINCT term FROM pw_terms WHERE term IS NOT NULL AND depth <= ${sql.raw(String(SORTED_TERMS))}
      ) AS d
      CROSS JOIN LATERAL (
        SELECT r.id, r.key FROM (
          SELECT ${t.productId} AS id, ${key} AS key, ${t.searchText} AS text FROM ${t}
          WHERE ${t.term} = d.term ${past}
          ORDER BY ${order(postingKeys)}
        ) AS r
        WHERE CASE WHEN r.text IS NULL THEN ${onProduct} ELSE ${onPosting} END
        LIMIT ${opaque(sql`${p('need')}::int`)}
      ) AS h
      GROUP BY h.id
    ),
    pw_capped AS (
      SELECT EXISTS (
        SELECT 1 FROM pw_terms WHERE term IS NOT NULL AND depth > ${sql.raw(String(SORTED_TERMS))}
      ) AS capped
    )
    SELECT pw_capped.capped, page.* FROM pw_capped LEFT JOIN LATERAL (
      SELECT ${summaryColumns}, 0::float8 AS score
      FROM (SELECT * FROM pw_read pw ORDER BY ${order(pageKeys)} LIMIT ${opaque(sql`${p('limit')}::int`)} OFFSET ${opaque(sql`${p('offset')}::int`)}) AS pw
      JOIN ${products} ON ${products.id} = pw.id
      ORDER BY ${order(productKeys)}
    ) page ON NOT pw_capped.capped`
}

/**
 * A search sorted by price, rating or name with no filter, read from search_terms in that order
 * (ADR 051, 056), or null when its word index cannot answer (a text starting more than
 * SORTED_TERMS terms). The count is the one the same search by relevance gives (ADR 037 and
 * 047): flat at any size.
 */
async function sortedPage(
  db: Db,
  parsed: ParsedQuery,
  query: SearchQuery,
  fingerprint: string,
  lists: WordList[],
  totals: CatalogCaches['searchTotals'] | undefined,
): Promise<Found | null> {
  const sort = query.sort && isPostingSort(query.sort) ? query.sort : 'price-low'
  const keys = sortKeys(sort)
  // Checks a cursor against this search (a 400 otherwise) and gives the page's limit and offset.
  const read = pageRead(query, sort, fingerprint, keys)
  const cursor = query.after ?? query.before
  const shape: SortedShape = {
    words: parsed.words.length,
    texts: shapeOf(parsed).texts,
    sort,
    read: cursor ? (query.after ? 'after' : 'before') : query.last ? 'last' : 'position',
  }
  const values: Record<string, unknown> = {
    ...queryValues(parsed),
    ...wordListValues(lists),
    limit: read.limit,
    offset: read.offset,
    need: read.offset + read.limit,
  }
  if (cursor) for (const [i, value] of cursor.k.entries()) values[`k${i}`] = value
  // The same for every sort and page of these words: counted once (a sort chosen or a page turned
  // after the first reads only its page), as a listing's total is (listingTotals).
  const count = async (): Promise<Counted> => {
    const { total, totalExact } = await findMatches(
      db,
      parsed,
      { ...query, sort: 'relevance', page: 1, pageSize: 1, after: undefined, before: undefined, last: false },
      fingerprint,
      { countOnly: true },
    )
    return { total, totalExact }
  }
  const counted = totals
    ? await totals.getOrLoad(`${fingerprint}${JSON.stringify(parsed)}`, count)
    : await count()
  if (counted.total === 0)
    return { items: [], ...counted, page: query.page, pageCount: 0, nextCursor: null, prevCursor: null }
  type Row = ProductSummary & { score: number; capped: boolean }
  const found = await shapedRows<Row>(
    db,
    `search-sorted:${JSON.stringify(shape)}`,
    () => sortedStatement(shape),
    values,
  )
  if (found[0]?.capped) return null
  const rows = found.filter((r) => r.id !== null).map(({ capped: _c, score: _s, ...row }) => row)
  const page = pageFrom(query, read, rows, counted, (r) => ({
    s: sort,
    f: fingerprint,
    k: [productKey(sort, r), r.id],
  }))
  return { ...counted, ...page }
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

/** What the text of findMatches' statement depends on. */
type MatchShape = QueryShape & {
  reading: Reading
  /** One word read from search_terms (ADR 037). */
  lists: boolean
  /** Several words read from search_terms (ADR 047). */
  several: boolean
  /** The descriptions reading's products from description_terms (ADR 060). */
  described: boolean
  /** The names reading's products from products_words_idx, not the trigram index (ADR 078). */
  terms: boolean
  /**
   * How many of its best matches are ranked, written into the text: for the generic plan's
   * estimate (a LIMIT parameter is taken for a tenth of the rows, and the plan looked dearer
   * than planning each search again).
   */
  ranked: number
  sort: NonNullable<SearchQuery['sort']>
  category: boolean
  minPrice: boolean
  maxPrice: boolean
  minRating: boolean
  inStock: boolean
  read: 'position' | 'after' | 'before' | 'last'
}

const candidates = sql`candidates`
const candidateColumns = {
  id: sql`${candidates}.id`,
  name: sql`${candidates}.name`,
  price: sql`${candidates}.price`,
  rating: sql`${candidates}.rating`,
  isFeatured: sql`${candidates}.is_featured`,
  score: sql`${candidates}.score`,
}

/** A product card's columns, each under its key (the rows come back raw, not mapped by Drizzle). */
const summaryColumns = sql.join(
  Object.entries(productSummaryColumns).map(([k, col]) => sql`${col} AS ${sql.identifier(k)}`),
  sql`, `,
)

/** Selects not tied to a connection: only their SQL is used. */
const selectBuilder = new QueryBuilder()

function matchKeys(sort: MatchShape['sort']): SortKeys {
  const c = candidateColumns
  return sort === 'relevance'
    ? {
        columns: [c.score, c.rating, c.id],
        types: ['float8', 'float8', 'uuid'],
        descending: true,
        index: 'desc',
        lastReversed: true,
      }
    : sortKeys(sort, c)
}

/** The filters and words of a shape as conditions on products (placeholders for their values). */
function matchConditions(
  s: MatchShape,
  searchText: SQLWrapper = products.searchText,
  description?: SQLWrapper,
): SQL {
  const words =
    s.reading === 'category'
      ? [categoryMatch(0)]
      : s.texts.map((n, i) =>
          wordMatches(i, n, s.reading === 'descriptions' ? s.latin[i] : 0, searchText, description),
        )
  return and(shapeFilters(s), ...words)!
}

/** The filters of a shape as conditions on products (availability among them). */
function shapeFilters(s: MatchShape): SQL {
  return filterConditions(s.category ? p('categoryId') : undefined, {
    minPrice: s.minPrice ? p('minPrice') : undefined,
    maxPrice: s.maxPrice ? p('maxPrice') : undefined,
    minRating: s.minRating ? p('minRating') : undefined,
    inStock: s.inStock,
  })
}

/**
 * The statement of one reading's page: the candidates (a one-word query's best matches from
 * search_terms, or the first TOTAL_COUNT_CAP + 1 matches found by products_words_idx or the
 * trigram index), their capped count,
 * and the page among them; only the page's rows are then read whole.
 */
function matchStatement(s: MatchShape): SQL {
  const score = sql<number>`(${relevanceScore(s, products)})::float8`.as('score')
  const select = {
    id: products.id,
    name: products.name,
    price: products.price,
    rating: products.rating,
    isFeatured: products.isFeatured,
    score,
  }
  const found = s.several
    ? selectBuilder
        .select(select)
        .from(products)
        .where(
          sql`${products.id} IN (SELECT mw_matched.id FROM mw_matched
            ORDER BY mw_matched.points DESC, mw_matched.rating DESC, mw_matched.id LIMIT ${sql.raw(String(s.ranked))})`,
        )
    : s.lists
      ? selectBuilder
          .select(select)
          .from(products)
          .where(sql`${products.id} IN (${bestTermMatches(sql.raw(String(s.ranked)))})`)
      : s.described
        ? // The products description_terms holds for the words' texts (at most 250 a text), each
          // tested on its row: the words on copies of the texts no index serves, so the planner
          // reads these few products rather than the trigram indexes (ADR 060).
          selectBuilder
            .select(select)
            .from(products)
            .where(
              and(
                sql`${products.id} IN (SELECT description_terms.product_id FROM description_terms
                  WHERE description_terms.term = ANY(${opaque(arrayOf('describedTerms'))}::text[]))`,
                matchConditions(
                  s,
                  sql`(${products.searchText} || '')`,
                  sql`lower(${products.description} || '')`,
                ),
              ),
            )
            .limit(TOTAL_COUNT_CAP + 1)
        : s.terms
          ? selectBuilder
              .select(select)
              .from(products)
              .where(and(shapeFilters(s), wordIndexCondition(s)))
              .limit(TOTAL_COUNT_CAP + 1)
          : selectBuilder
              .select(select)
              .from(products)
              .where(matchConditions(s))
              .limit(TOTAL_COUNT_CAP + 1)
  // Several words: `n` 1 when the word read had fewer postings than were read (every match is
  // in mw_matched), `d` the matches.
  const count = s.several
    ? sql`SELECT CASE WHEN count(*) > ${sql.raw(String(TOTAL_COUNT_CAP))} THEN 1
        ELSE (SELECT mw_whole.whole::int FROM mw_whole) END AS n, count(*)::int AS d FROM mw_matched`
    : s.lists
      ? sampleTermMatches()
      : sql`SELECT count(*)::int AS n, count(*)::int AS d FROM candidates`
  const keys = matchKeys(s.sort)
  const reverse = s.read === 'before' || s.read === 'last'
  const condition =
    s.read === 'after' || s.read === 'before'
      ? keysetCondition(
          keys,
          keys.columns.map((_, i) => p(`k${i}`)),
          reverse,
        )
      : undefined
  const order = sql.join(keysOrder(keys, reverse), sql`, `)
  return sql`WITH ${s.several ? severalWordMatches(s) : sql``} candidates AS MATERIALIZED (${found}),
      counted AS (${count})
      SELECT counted.n, counted.d, page.* FROM counted LEFT JOIN LATERAL (
        SELECT ${summaryColumns}, ${candidateColumns.score} AS score
        FROM (
          SELECT * FROM candidates ${condition ? sql`WHERE ${condition}` : sql``}
          ORDER BY ${order} LIMIT ${opaque(sql`${p('limit')}::int`)} OFFSET ${opaque(sql`${p('offset')}::int`)}
        ) AS candidates
        JOIN ${products} ON ${products.id} = ${candidateColumns.id}
        ORDER BY ${order}
      ) page ON true`
}

/**
 * One reading's page. At most TOTAL_COUNT_CAP + 1 matches are gathered and counted: past the
 * cap the total says '1,000+'. Relevance is worked out for those candidates only, never for
 * every match of a common word (15,380 for 'milk' at 100,000 products). A listing order over
 * more matches than the cap walks that order's index instead, testing the words row by row: a
 * word that common fills a page within a few hundred rows.
 */
async function findMatches(
  db: Db,
  parsed: ParsedQuery,
  query: SearchQuery,
  fingerprint: string,
  {
    reading = 'names',
    wordIndex = true,
    countOnly = false,
    totals,
  }: {
    reading?: Reading
    /** false: products found by their words (ADR 078), not search_terms (the word index found too few). */
    wordIndex?: boolean
    /** Only the count is wanted (a sorted search's, sortedPage): one match is ranked, not 60. */
    countOnly?: boolean
    /** Where a sorted search keeps its count for its other sorts and pages (caches.searchTotals). */
    totals?: CatalogCaches['searchTotals']
  } = {},
): Promise<Found> {
  const sort = query.sort ?? 'relevance'
  // Sorted by price, rating or name, no filter: the words' postings in that order (ADR 051, 056).
  if (wordIndex && reading === 'names' && isPostingSort(sort) && !hasFilters(query)) {
    const lists = wordLists(parsed)
    const page = lists ? await sortedPage(db, parsed, query, fingerprint, lists, totals) : null
    if (page) return page
  }
  // One word, ranked, no filter but availability: its best matches come from search_terms in
  // rank order and only those are ranked exactly (ADR 037); otherwise the first TOTAL_COUNT_CAP + 1
  // matches found by the words' terms (ADR 078).
  const indexed = wordIndex && reading === 'names' && sort === 'relevance' && !hasFilters(query)
  const lists = indexed ? termLists(parsed) : null
  // Several words (or one with a phrase), ranked, no filter: read from search_terms too (ADR 047).
  const several = indexed && !lists ? wordLists(parsed) : null
  // The descriptions reading, from description_terms when it holds every product of each text (ADR 060).
  const described = reading === 'descriptions' && wordIndex ? await heldDescribedTerms(db, parsed) : null
  // Any other names reading: products_words_idx, when no text starts too many terms (ADR 078).
  const terms = reading === 'names' && !lists && !several ? await termsOfWords(db, parsed) : null
  const cursor = query.after ?? query.before
  // A page by number needs the matches up to it; a cursor's page or the last may lie anywhere.
  const ranked =
    query.last || query.after || query.before
      ? TOTAL_COUNT_CAP + 1
      : Math.min(Math.max(RANKED_MATCHES, (query.page + 1) * query.pageSize), TOTAL_COUNT_CAP + 1)
  const shape: MatchShape = {
    ...shapeOf(parsed),
    reading,
    lists: lists !== null,
    several: several !== null,
    described: described !== null,
    terms: terms !== null,
    // Written into the text: a count-only read is a statement of its own.
    ranked: lists || several ? (countOnly ? 1 : ranked) : 0,
    sort,
    category: query.categoryId !== undefined,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    minRating: query.minRating !== undefined && query.minRating !== 0,
    inStock: query.inStock === true,
    read: cursor ? (query.after ? 'after' : 'before') : query.last ? 'last' : 'position',
  }
  // Checks a cursor against this search (a 400 otherwise) and gives the page's limit and offset.
  const read = pageRead(query, sort, fingerprint, matchKeys(sort))
  const values: Record<string, unknown> = {
    ...queryValues(parsed),
    ...(lists ? termListValues(lists) : {}),
    ...(several ? wordListValues(several) : {}),
    ...(described ? { describedTerms: described } : {}),
    ...(terms ? wordIndexValues(terms) : {}),
    categoryId: query.categoryId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    limit: read.limit,
    offset: read.offset,
  }
  if (cursor) for (const [i, value] of cursor.k.entries()) values[`k${i}`] = value
  type Row = ProductSummary & { score: number }
  const found = await shapedRows<Row & { n: number; d: number }>(
    db,
    `search:${JSON.stringify(shape)}`,
    () => matchStatement(shape),
    values,
  )
  // Without the word index, `n` and `d` are both the count of the (capped) candidates.
  const n = Number(found[0]?.n ?? 0)
  const d = Number(found[0]?.d ?? 0)
  // Several words, and the word read has more postings than were read (n 0): the matches found
  // are a floor of the count ('140+'), when they fill the pages asked for; fewer, and the
  // products' words find them all (ADR 078).
  if (several && n === 0 && d < ranked)
    return findMatches(db, parsed, query, fingerprint, { reading, wordIndex: false, countOnly })
  const counted: Counted =
    several && n === 0
      ? { total: d, totalExact: false }
      : countedOf(
          lists && n >= SAMPLED_POSTINGS && d <= TOTAL_COUNT_CAP ? await countTermMatches(db, lists) : d,
        )
  let rows: Row[] = found.filter((r) => r.id !== null).map(({ n: _n, d: _d, ...row }) => row)
  if (counted.total === 0)
    return { items: [], ...counted, page: query.page, pageCount: 0, nextCursor: null, prevCursor: null }
  if (sort !== 'relevance' && !counted.totalExact) {
    // More matches than candidates: walk the sort order's index. The words are tested on a
    // copy of search_text, which no index serves, so the planner cannot prefer the trigram
    // index and sort every match of a common word.
    const walked = matchConditions(shape, sql`(${products.searchText} || '')`)
    const own = sortKeys(sort)
    const ownRead = pageRead(query, sort, fingerprint, own)
    rows = await shapedRows<Row>(
      db,
      `search-walk:${JSON.stringify(shape)}`,
      () => {
        const condition = ownRead.condition
          ? keysetCondition(
              own,
              own.columns.map((_, i) => p(`k${i}`)),
              ownRead.reverse,
            )
          : undefined
        return sql`SELECT ${summaryColumns}, 0::float8 AS score FROM ${products}
          WHERE ${condition ? and(walked, condition) : walked}
          ORDER BY ${sql.join(keysOrder(own, ownRead.reverse), sql`, `)}
          LIMIT ${p('limit')} OFFSET ${p('offset')}`
      },
      { ...values, limit: ownRead.limit, offset: ownRead.offset },
    )
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

/**
 * The terms of description_terms that hold every product the descriptions reading can find: the
 * Latin texts of every word. A match of that reading has at least one word that its search text
 * lacks (or the names reading would have found it), which is then a whole word of its
 * description that its search text does not hold: a posting of description_terms (a word kept
 * for more than 250 products is not: ADR 060). Null when a text is not one plain word ('cold
 * drink'): the trigram indexes answer.
 */
export function describedTerms(parsed: ParsedQuery): string[] | null {
  const texts = parsed.words.flatMap((w) => everyText(w).filter((t) => !DEVANAGARI.test(t)))
  return texts.every((t) => /^[a-z0-9_]+$/.test(t)) ? [...new Set(texts)] : null
}

/**
 * describedTerms when description_terms holds every posting of each: null as well when one is a
 * common word (in more than 250 descriptions, its postings dropped), so that 'onion jute' still
 * finds the onion whose description says jute when most descriptions say it too. The trigram
 * indexes answer those, as before ADR 060; the common words are a few dozen at any size.
 */
async function heldDescribedTerms(db: Db, parsed: ParsedQuery): Promise<string[] | null> {
  const terms = describedTerms(parsed)
  if (!terms) return null
  const [common] = await shapedRows<{ n: number }>(
    db,
    'search-common-description-terms',
    () => sql`SELECT count(*)::int AS n FROM description_common_terms WHERE term = ANY(${arrayOf('terms')})`,
    { terms },
  )
  return common?.n ? null : terms
}

/**
 * Whether a one-word query names a category ('veggies'), asked before the category reading: at
 * 1,000,000 products that reading's plan is a parallel scan of products joined to the categories
 * named, and its two workers started (about 50 ms) even when no category is named, which is
 * every typo ('panner') on its way to being corrected.
 */
async function namesCategory(db: Db, parsed: ParsedQuery): Promise<boolean> {
  const rows = await shapedRows<{ named: boolean }>(
    db,
    'search-names-category',
    () => sql`SELECT EXISTS (SELECT 1 FROM ${categories} WHERE ${categoryNameMatches(w(0, 'sa'))}) AS named`,
    wordValues(parsed.words[0]!, 0),
  )
  return rows[0]?.named === true
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
 * rather than every product. A typed word that is itself a word of the names is its only
 * look-alike: it would be the closest of any list (edit distance 0), so it stays as typed, and
 * the similarity of every dictionary word to it is not worked out ('green tea', two words of the
 * names that no product holds together, spent 0.7-1.2 ms of a 1,000,000-product store there).
 */
async function lookAlikesOf(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const byTyped = new Map<string, string[]>(words.map((w) => [w, []]))
  if (words.length === 0) return byTyped
  const rows = await shapedRows<{ typed: string; word: string }>(
    db,
    'search-look-alikes',
    () => sql`SELECT t.typed, s.word FROM unnest(${opaque(arrayOf('typed'))}) AS t(typed)
      CROSS JOIN LATERAL (
        SELECT w.word FROM ${searchWords} w WHERE w.word = t.typed
        UNION ALL (
          SELECT w.word FROM ${searchWords} w
          WHERE w.word %>> t.typed AND NOT EXISTS (SELECT 1 FROM ${searchWords} x WHERE x.word = t.typed)
          ORDER BY strict_word_similarity(t.typed, w.word) DESC, w.word
          LIMIT ${sql.raw(String(MAX_LOOK_ALIKES))}
        )
      ) s`,
    { typed: words },
  )
  for (const r of rows) byTyped.get(r.typed)?.push(r.word)
  return byTyped
}

/** Dictionary spellings at most one edit (two for long words) from a typed word. */
function dictionaryLookAlikes(word: string): string[] {
  const limit = word.length >= 7 ? 2 : 1
  return SINGLE_WORD_SPELLINGS.filter((s) => withinEdits(s, word, limit))
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
    const totals = caches.searchTotals
    let found = await findMatches(db, parsed, query, fingerprint, { totals })
    let corrected: string | null = null
    // A one-word query that names no product but a category ('veggies' in a store without
    // search words): that category's products. Never alongside products it names: 'anda' is
    // eggs, not all of 'Dairy, Bread & Eggs'.
    if (found.total === 0 && parsed.words.length === 1 && (await namesCategory(db, parsed)))
      found = await findMatches(db, parsed, query, fingerprint, { reading: 'category' })
    if (found.total === 0 && !exact) {
      const typoFree = await correctedQuery(db, parsed)
      if (typoFree) {
        found = await findMatches(db, typoFree, query, fingerprint, { totals })
        if (found.total > 0) corrected = typoFree.phrase
      }
    }
    // A number typed without a unit that no name holds ('atta 10'): a pack size of any unit.
    const sized = found.total === 0 ? numbersAsSizes(parsed) : null
    if (sized) found = await findMatches(db, sized, query, fingerprint, { totals })
    // One word in a description is a mention ('great on pizza' of a capsicum), not an answer.
    if (found.total === 0 && parsed.words.length > 1)
      found = await findMatches(db, parsed, query, fingerprint, { reading: 'descriptions' })
    return { ...found, pageSize, correctedQuery: corrected }
  })
}
