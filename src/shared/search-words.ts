// The admin's search words (issue 11, ADR 035): their limits, the rules' messages and how a typed
// list is read, without zod, so the Search words tab draws its form without downloading zod
// (issue 13 item 6, ADR 046). schemas/search.ts builds SearchWordBodySchema on these.

export const SEARCH_WORD_LIMITS = { text: 40, targets: 10 } as const

/** The rules' messages: the API's words, and the ids the admin screen shows them by. */
export const SEARCH_WORD_MESSAGES = {
  empty: 'must not be empty',
  tooLong: `must be at most ${SEARCH_WORD_LIMITS.text} characters`,
  control: 'must not contain control characters',
  noWord: 'must contain a letter or a digit',
  twoWords: 'must be one or two words',
  targetCount: `must list 1 to ${SEARCH_WORD_LIMITS.targets} words`,
} as const

/** Comma-separated words as the admin types them ('milk, doodh') → the list the API takes. */
export function splitSearchWords(text: string): string[] {
  return text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
}
