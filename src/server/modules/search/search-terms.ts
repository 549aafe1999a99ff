// Turns what a shopper typed into the words search matches (decisions.md 17).

/** More words than this add cost, not precision; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8

export type SearchTerms = {
  /** The whole query, lower case, single-spaced: ranked against product names. */
  phrase: string
  /** Distinct words; each must match the name or description somewhere. */
  words: string[]
}

/** Lower-cases, splits on whitespace, drops repeats. Punctuation inside words stays ('haldiram's'). */
export function parseSearchTerms(q: string): SearchTerms {
  const all = q.toLowerCase().split(/\s+/).filter(Boolean)
  const words = [...new Set(all)].slice(0, MAX_SEARCH_WORDS)
  return { phrase: all.join(' '), words }
}

/** Makes text match itself literally inside a LIKE pattern (backslash is LIKE's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
