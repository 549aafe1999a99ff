import { describe, expect, it } from 'vitest'
import { closestWords, editDistance, escapeLike, MAX_SEARCH_WORDS, parseSearchTerms } from './search-terms.ts'

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

describe('editDistance', () => {
  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('panner', 'paneer')).toBe(1)
    expect(editDistance('panner', 'panna')).toBe(2)
    expect(editDistance('crem', 'cream')).toBe(1)
    expect(editDistance('', 'atta')).toBe(4)
    expect(editDistance('dal', 'dal')).toBe(0)
  })
})

describe('closestWords', () => {
  it('keeps the look-alikes fewest edits away, ties included', () => {
    expect(closestWords('panner', ['panna', 'paneer', 'pannier'])).toEqual(['paneer', 'pannier'])
    expect(closestWords('tomatoe', ['tomato', 'tomatoes', 'potato'])).toEqual(['tomato', 'tomatoes'])
    expect(closestWords('xyz', [])).toEqual([])
  })
})
