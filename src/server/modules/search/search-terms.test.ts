import { describe, expect, it } from 'vitest'
import { closestWords, editDistance, escapeLike, withinEdits } from './search-terms.ts'
import { applyStoreSynonyms, MULTI_WORD_SPELLINGS, SINGLE_WORD_SPELLINGS } from './synonyms.ts'

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

describe('withinEdits', () => {
  it('says editDistance(a, b) <= limit for every pair of words and every limit', () => {
    // Typed words and spellings of every kind: equal, one letter off, transposed, prefixes, empty.
    const words = ['', 'a', 'dal', 'daal', 'crem', 'cream', 'creme', 'panner', 'paneer', 'pannier', 'panna']
    const more = ['tamatr', 'tamatar', 'tomato', 'tomatoes', 'biscut', 'biscuit', 'ab', 'ba', 'abc', 'cab']
    // And strings of a 3-letter alphabet from a fixed generator: many near misses.
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    const random = Array.from({ length: 60 }, () =>
      Array.from({ length: next() % 8 }, () => 'abc'[next() % 3]).join(''),
    )
    const all = [...words, ...more, ...random]
    let within = 0
    for (const a of all)
      for (const b of all)
        for (const limit of [0, 1, 2, 3]) {
          const expected = editDistance(a, b) <= limit
          expect(withinEdits(a, b, limit), `${a} ${b} ${limit}`).toBe(expected)
          if (expected) within++
        }
    // Both answers were asked many times.
    expect(within).toBeGreaterThan(1000)
    expect(within).toBeLessThan(all.length * all.length * 4 - 1000)
  })
})

describe('the dictionary spellings a typo is corrected to', () => {
  it("are its one-word spellings in order, made again with the store's own", () => {
    try {
      expect(SINGLE_WORD_SPELLINGS).toContain('tamatar')
      expect(SINGLE_WORD_SPELLINGS.some((s) => s.includes(' '))).toBe(false)
      expect(MULTI_WORD_SPELLINGS.length).toBeGreaterThan(0)
      const before = SINGLE_WORD_SPELLINGS.length
      applyStoreSynonyms([
        { term: 'kurkurey', targets: ['namkeen'] },
        { term: 'chai patti', targets: ['tea'] },
      ])
      expect(SINGLE_WORD_SPELLINGS.length).toBe(before + 1)
      expect(SINGLE_WORD_SPELLINGS.at(-1)).toBe('kurkurey')
      expect(MULTI_WORD_SPELLINGS).toContain('chai patti')
    } finally {
      applyStoreSynonyms([])
    }
    expect(SINGLE_WORD_SPELLINGS).not.toContain('kurkurey')
  })
})

describe('closestWords', () => {
  it('keeps the look-alikes fewest edits away, ties included', () => {
    expect(closestWords('panner', ['panna', 'paneer', 'pannier'])).toEqual(['paneer', 'pannier'])
    expect(closestWords('tomatoe', ['tomato', 'tomatoes', 'potato'])).toEqual(['tomato', 'tomatoes'])
    expect(closestWords('xyz', [])).toEqual([])
  })
})
