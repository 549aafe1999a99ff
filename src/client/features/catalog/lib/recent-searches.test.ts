// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addRecentSearch,
  clearRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  readRecentSearches,
  removeRecentSearch,
} from './recent-searches.ts'

describe('recent searches on the device', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the newest first, once each whatever the case or spacing, at most eight', () => {
    addRecentSearch('milk')
    addRecentSearch('  paneer  ')
    expect(addRecentSearch('MILK')).toEqual(['MILK', 'paneer'])
    for (let i = 0; i < 10; i++) addRecentSearch(`word ${i}`)
    const list = readRecentSearches()
    expect(list).toHaveLength(RECENT_SEARCHES_MAX)
    expect(list[0]).toBe('word 9')
    expect(list).not.toContain('MILK')
  })

  it('ignores blank text, removes one, clears all', () => {
    expect(addRecentSearch('   ')).toEqual([])
    addRecentSearch('atta')
    addRecentSearch('दूध')
    expect(removeRecentSearch('atta')).toEqual(['दूध'])
    expect(clearRecentSearches()).toEqual([])
  })

  it('reads malformed storage as none', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json')
    expect(readRecentSearches()).toEqual([])
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([1, 'ok', '']))
    expect(readRecentSearches()).toEqual(['ok'])
  })
})
