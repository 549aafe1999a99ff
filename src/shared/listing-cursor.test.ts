import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './listing-cursor.ts'

describe('listing cursors', () => {
  it('survive the trip through a URL, whatever the name in them', () => {
    // Names in Devanagari, and bytes whose base64 holds '+' and '/' (as '-' and '_' in a URL).
    for (const name of ['Amul Taaza', 'टमाटर (देसी)', '\u00fb\u00ef\u00bf?>>', 'a'.repeat(200)]) {
      const cursor = { s: 'name', f: '0a1b2c3d', k: [name, 4200, '00000000-0000-4000-8000-000000000001'] }
      const text = encodeCursor(cursor)
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeCursor(text)).toEqual(cursor)
    }
  })

  it('are refused when they are not one this store made', () => {
    expect(decodeCursor('not a cursor')).toBeNull()
    expect(decodeCursor(encodeCursor({ s: 'name', f: 'x', k: ['only one'] }))).toBeNull()
  })
})
