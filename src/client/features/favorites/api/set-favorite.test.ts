import { describe, expect, it } from 'vitest'
import { applyFavorite } from './set-favorite.ts'

describe('applyFavorite', () => {
  it('adds a product once, newest first', () => {
    expect(applyFavorite(['a'], 'b', true)).toEqual(['b', 'a'])
    expect(applyFavorite(['b', 'a'], 'b', true)).toEqual(['b', 'a'])
  })

  it('removes a product and leaves the rest', () => {
    expect(applyFavorite(['b', 'a'], 'b', false)).toEqual(['a'])
    expect(applyFavorite([], 'x', false)).toEqual([])
  })
})
