import { describe, expect, it } from 'vitest'
import { escapeLike, MAX_SEARCH_WORDS, parseSearchTerms } from './search-terms.ts'

describe('parseSearchTerms', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(parseSearchTerms('  Ice   CREM \t')).toEqual({ phrase: 'ice crem', words: ['ice', 'crem'] })
  })

  it('matches each word once', () => {
    expect(parseSearchTerms('amul Amul butter').words).toEqual(['amul', 'butter'])
  })

  it("keeps punctuation inside words, as names have it ('Haldiram's')", () => {
    expect(parseSearchTerms("Haldiram's bhujia").words).toEqual(["haldiram's", 'bhujia'])
  })

  it('ignores words past the limit', () => {
    const q = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ')
    expect(parseSearchTerms(q).words).toHaveLength(MAX_SEARCH_WORDS)
  })
})

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(escapeLike('paneer')).toBe('paneer')
  })
})
