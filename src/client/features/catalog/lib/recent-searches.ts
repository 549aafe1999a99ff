import { readStored, writeStored } from '#client/lib/storage.ts'
import { SEARCH_QUERY_MAX } from '#shared/constants.ts'

// The shopper's recent searches, kept on the device only (issue 11): newest first, at most
// RECENT_SEARCHES_MAX, one entry per text whatever its case or spacing.

export const RECENT_SEARCHES_KEY = 'freshcart-recent-searches'
export const RECENT_SEARCHES_MAX = 8

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/** What the device holds; anything unreadable or malformed counts as none. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored(RECENT_SEARCHES_KEY) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX)
  } catch {
    return []
  }
}

function write(list: string[]): string[] {
  writeStored(RECENT_SEARCHES_KEY, JSON.stringify(list))
  return list
}

/** Puts a search first (moving it up if it was there already); returns the new list. */
export function addRecentSearch(text: string): string[] {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX)
  if (!q) return readRecentSearches()
  return write([q, ...readRecentSearches().filter((s) => !sameText(s, q))].slice(0, RECENT_SEARCHES_MAX))
}

export function removeRecentSearch(text: string): string[] {
  return write(readRecentSearches().filter((s) => s !== text))
}

export function clearRecentSearches(): string[] {
  return write([])
}
