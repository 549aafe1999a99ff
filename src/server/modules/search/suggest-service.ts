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
//   more words take the trigram index's first matches, each further letter narrowing them.
// Categories: those whose name a word starts (the page's category reading: 'sabzi' means
// vegetables), then the categories of the suggested products ('doodh' → Dairy).
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema.ts'
import { isAvailable } from '#server/modules/catalog/product-query.ts'
import {
  SUGGESTED_CATEGORIES_MAX,
  SUGGESTED_PRODUCTS_MAX,
  type SuggestedCategory,
  type Suggestions,
} from '#shared/schemas/search.ts'
import { type ParsedQuery, parseSearchQuery } from './search-query.ts'
import {
  bestTermMatches,
  categoryNameMatches,
  everyText,
  relevanceScore,
  termLists,
  wordMatches,
} from './search-service.ts'
import { dictionarySpellings, meaningsOf } from './synonyms.ts'

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
  const spellings = dictionarySpellings()
    .filter((s) => s.startsWith(last.typed) && !s.includes(' '))
    .slice(0, COMPLETIONS)
  const meanings = new Set([...last.meanings, ...spellings.flatMap((s) => meaningsOf(s))])
  for (const f of last.forms) meanings.delete(f)
  if (meanings.size === last.meanings.length) return parsed
  return { ...parsed, words: [...parsed.words.slice(0, -1), { ...last, meanings: [...meanings] }] }
}

export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const parsed = completeLastWord(parseSearchQuery(q))
  // Nothing searchable typed ('%', '-'): nothing to suggest.
  if (parsed.words.length === 0) return { products: [], categories: [] }
  // One word: its best matches by the word index, in rank order (ADR 037), not the first found.
  const lists = termLists(parsed)

  const candidates = db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      rating: products.rating,
      isFeatured: products.isFeatured,
      searchName: products.searchName,
      searchText: products.searchText,
      unit: products.unit,
      categoryId: products.categoryId,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(
      lists
        ? sql`${products.id} IN (${bestTermMatches(parsed, lists, SUGGEST_FROM_INDEX)})`
        : and(isAvailable, ...parsed.words.map((w) => wordMatches(w, false))),
    )
    .limit(SUGGEST_CANDIDATES)
    .as('candidates')
  // Ranked over the candidates' search columns; only the five best are then read whole.
  const ranked = db
    .select({
      id: candidates.id,
      score: sql<number>`${relevanceScore(parsed, candidates)}`.as('score'),
      // In stock before sold out, then best rated: what a shopper would pick of equals.
      inStock: sql<boolean>`${candidates.stockQuantity} > 0`.as('in_stock'),
      rating: candidates.rating,
    })
    .from(candidates)
    .orderBy(
      sql`"score" DESC`,
      sql`"in_stock" DESC`,
      sql`${candidates.rating} DESC NULLS LAST`,
      asc(candidates.id),
    )
    .limit(SUGGESTED_PRODUCTS_MAX)
    .as('ranked')
  const productRows = db
    .select({
      id: products.id,
      name: products.name,
      hindiName: products.hindiName,
      unit: products.unit,
      price: products.price,
      originalPrice: products.originalPrice,
      imageUrl: products.imageUrl,
      isAvailable: products.isAvailable,
      stockQuantity: products.stockQuantity,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.isActive, true)))
    .orderBy(
      sql`${ranked.score} DESC`,
      sql`${ranked.inStock} DESC`,
      sql`${ranked.rating} DESC NULLS LAST`,
      asc(ranked.id),
    )

  // Every word must start a word of the category's name, as every word must match a product.
  const namedCategories = db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.isActive, true), ...parsed.words.map((w) => categoryNameMatches(everyText(w)))))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(SUGGESTED_CATEGORIES_MAX)

  const [rows, named] = await Promise.all([productRows, namedCategories])
  const found: SuggestedCategory[] = [...named]
  // Then the categories of the suggested products, in the order of their products.
  for (const { categoryId: id, categoryName: name } of rows) {
    if (id !== null && name !== null && !found.some((c) => c.id === id)) found.push({ id, name })
  }
  return {
    products: rows.map(({ categoryId: _id, categoryName: _name, ...p }) => p),
    categories: found.slice(0, SUGGESTED_CATEGORIES_MAX),
  }
}
