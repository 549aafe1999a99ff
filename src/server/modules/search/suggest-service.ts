// Instant suggestions of the header search (issue 11, ADR 035): the few products and categories
// worth showing while the shopper is still typing.
//
// One rule with the results page: the typed text is parsed by parseSearchQuery (Hinglish,
// Devanagari, the dictionary, sizes) and a product matches exactly when it would on the page
// (wordMatches: every word starts a word of its name, Hindi name or search words) and is ranked
// by the same score (relevanceScore). What differs is only what a suggestion can afford:
// - no typo correction and no description reading (the page does those when Enter is pressed);
// - the last word may be half typed: dictionary spellings it starts lend it their meanings;
// - a capped candidate set: the score is computed over at most SUGGEST_CANDIDATES matches, not
//   over every product a one-letter prefix starts. A store of a few thousand products is ranked
//   in full for all but the shortest prefixes; at 100,000 products 'm' matches ~20,000, and
//   ranking them all costs ~10× the 15 ms budget (ADR 035 has the figures). One word takes its
//   best matches from the word index (ADR 037: whole words of names first, then the best rated);
//   more words take the first matches found by the lists of the terms each word starts
//   (products_words_idx, ADR 078; the trigram index's when a word starts too many terms), each
//   further letter narrowing them.
// Categories: those whose name a word starts (the page's category reading: 'sabzi' means
// vegetables), then the categories of the suggested products ('doodh' → Dairy).
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { shapedRows } from '#server/db/shaped-statement.ts'
import { isAvailable } from '#server/modules/catalog/product-query.ts'
import {
  SUGGESTED_CATEGORIES_MAX,
  SUGGESTED_PRODUCTS_MAX,
  type SuggestedCategory,
  type SuggestedProduct,
  type Suggestions,
} from '#shared/schemas/search.ts'
import { type ParsedQuery, parseSearchQuery } from './search-query.ts'
import {
  bestTermMatches,
  categoryNameMatches,
  type QueryShape,
  queryValues,
  relevanceScore,
  shapeOf,
  termLists,
  termListValues,
  termsOfWords,
  wordIndexCondition,
  wordIndexValues,
  wordMatches,
} from './search-service.ts'
import { meaningsOf, SINGLE_WORD_SPELLINGS } from './synonyms.ts'

/** How many matches are ranked at most (see the top of the file). */
export const SUGGEST_CANDIDATES = 200

/** How many of one word's best matches by the word index are ranked: they come in rank order. */
const SUGGEST_FROM_INDEX = 50

/** How many dictionary spellings a half-typed last word may stand for ('pya' → pyaz, pyaaz). */
const COMPLETIONS = 4

/**
 * The shopper is still typing the last word: when the dictionary does not know it as it is, the
 * dictionary spellings it starts (3 letters or more) lend it their meanings, so 'pya' suggests
 * onions as 'pyaz' will. Words before it are complete and stay as the results page reads them.
 */
function completeLastWord(parsed: ParsedQuery): ParsedQuery {
  const last = parsed.words.at(-1)
  if (!last || last.known || last.typed.length < 3 || last.typed.includes(' ')) return parsed
  const spellings = SINGLE_WORD_SPELLINGS.filter((s) => s.startsWith(last.typed)).slice(0, COMPLETIONS)
  const meanings = new Set([...last.meanings, ...spellings.flatMap((s) => meaningsOf(s))])
  for (const f of last.forms) meanings.delete(f)
  if (meanings.size === last.meanings.length) return parsed
  return { ...parsed, words: [...parsed.words.slice(0, -1), { ...last, meanings: [...meanings] }] }
}

/**
 * What the text of the suggestions' statement depends on: `lists` one word read from search_terms,
 * `terms` several found by products_words_idx (ADR 078), neither the trigram index.
 */
type SuggestShape = QueryShape & { lists: boolean; terms: boolean }

const suggestStatement = (s: SuggestShape): SQL => {
  const c = {
    id: sql`candidates.id`,
    name: sql`candidates.name`,
    price: sql`candidates.price`,
    rating: sql`candidates.rating`,
    isFeatured: sql`candidates.is_featured`,
    searchName: sql`candidates.search_name`,
    searchText: sql`candidates.search_text`,
    unit: sql`candidates.unit`,
    categoryId: sql`candidates.category_id`,
  }
  const matching = s.lists
    ? sql`${products.id} IN (${bestTermMatches(sql.placeholder('ranked'))})`
    : s.terms
      ? and(isAvailable, wordIndexCondition(s))
      : and(isAvailable, ...s.texts.map((n, i) => wordMatches(i, n)))
  const words = Array.from({ length: s.words }, (_, i) =>
    categoryNameMatches(sql`${sql.placeholder(`w${i}sa`)}::text[]`),
  )
  const order = sql`ranked.score DESC, ranked.in_stock DESC, ranked.rating DESC NULLS LAST, ranked.id ASC`
  // The named categories and the products in one round trip: the categories' row always
  // exists, the products join it.
  return sql`WITH ranked AS (
      SELECT candidates.id, ${relevanceScore(s, c)} AS score,
        candidates.stock_quantity > 0 AS in_stock, candidates.rating
      FROM (
        SELECT ${products.id}, ${products.name}, ${products.price}, ${products.rating}, ${products.isFeatured},
          ${products.searchName}, ${products.searchText}, ${products.unit}, ${products.categoryId}, ${products.stockQuantity}
        FROM ${products} WHERE ${matching} LIMIT ${sql.raw(String(SUGGEST_CANDIDATES))}
      ) AS candidates
      ORDER BY score DESC, in_stock DESC, candidates.rating DESC NULLS LAST, candidates.id ASC
      LIMIT ${sql.raw(String(SUGGESTED_PRODUCTS_MAX))}
    )
    SELECT named.categories, page.* FROM (
      SELECT coalesce(json_agg(json_build_object('id', n.id, 'name', n.name, 'hindiName', n.hindi_name) ORDER BY n.sort_order, n.name), '[]') AS categories
      FROM (
        SELECT ${categories.id}, ${categories.name}, ${categories.hindiName}, ${categories.sortOrder} FROM ${categories}
        WHERE ${and(eq(categories.isActive, true), ...words)}
        ORDER BY ${categories.sortOrder}, ${categories.name} LIMIT ${sql.raw(String(SUGGESTED_CATEGORIES_MAX))}
      ) AS n
    ) AS named LEFT JOIN LATERAL (
      SELECT ${products.id} AS "id", ${products.name} AS "name", ${products.hindiName} AS "hindiName",
        ${products.unit} AS "unit", ${products.price} AS "price", ${products.originalPrice} AS "originalPrice",
        ${products.imageUrl} AS "imageUrl", ${products.isAvailable} AS "isAvailable",
        ${products.stockQuantity} AS "stockQuantity", ${categories.id} AS "categoryId", ${categories.name} AS "categoryName",
        ${categories.hindiName} AS "categoryHindiName"
      FROM ranked JOIN ${products} ON ${products.id} = ranked.id
      LEFT JOIN ${categories} ON ${categories.id} = ${products.categoryId} AND ${categories.isActive}
      ORDER BY ${order}
    ) AS page ON true`
}

type SuggestRow = SuggestedProduct & {
  categories: SuggestedCategory[]
  categoryId: string | null
  categoryName: string | null
  categoryHindiName: string | null
}

export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const parsed = completeLastWord(parseSearchQuery(q))
  // Nothing searchable typed ('%', '-'): nothing to suggest.
  if (parsed.words.length === 0) return { products: [], categories: [] }
  // One word: its best matches by the word index, in rank order (ADR 037), not the first found.
  const lists = termLists(parsed)
  // Otherwise the products with every word, by the lists of the terms each word starts.
  const terms = lists ? null : await termsOfWords(db, parsed)
  const shape: SuggestShape = { ...shapeOf(parsed), lists: lists !== null, terms: terms !== null }
  const rows = await shapedRows<SuggestRow>(
    db,
    `suggest:${JSON.stringify(shape)}`,
    () => suggestStatement(shape),
    {
      ...queryValues(parsed),
      ...(lists ? termListValues(lists) : {}),
      ...(terms ? wordIndexValues(terms) : {}),
      ranked: SUGGEST_FROM_INDEX,
    },
  )
  // Every word must start a word of the category's name, as every word must match a product.
  const found: SuggestedCategory[] = [...(rows[0]?.categories ?? [])]
  const items = rows.filter((r) => r.id !== null)
  // Then the categories of the suggested products, in the order of their products.
  for (const { categoryId: id, categoryName: name, categoryHindiName: hindiName } of items) {
    if (id !== null && name !== null && !found.some((c) => c.id === id)) found.push({ id, name, hindiName })
  }
  return {
    products: items.map(
      ({ categoryId: _id, categoryName: _name, categoryHindiName: _hindi, categories: _c, ...p }) => p,
    ),
    categories: found.slice(0, SUGGESTED_CATEGORIES_MAX),
  }
}
