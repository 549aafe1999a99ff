import { describe, expect, it } from 'vitest'
import { closestWords, editDistance, escapeLike } from './search-terms.ts'

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
