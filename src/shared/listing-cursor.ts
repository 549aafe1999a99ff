// Keyset (cursor) paging of product lists (issue 13 item 3, ADR 026). A cursor names the sort
// keys of the row a page ends (or starts) at, so the next page is an index seek past it, at the
// same cost on page 2 and page 20,000. It also carries the sort order and a fingerprint of the
// listing it was made for (scope, category, filters, search text), so a cursor from another
// listing is refused with a 400 instead of silently skipping or repeating products.
// Opaque to the client: it only passes back what the API gave it.

export type CursorKey = string | number | boolean

export type ListingCursor = {
  /** The sort order the keys belong to. */
  s: string
  /** Fingerprint of the listing (listingFingerprint). */
  f: string
  /** The row's sort keys, id last. */
  k: CursorKey[]
}

/** More products than this are not counted: the total then reads '1,000+' (totalExact false). */
export const TOTAL_COUNT_CAP = 1000

/** Longest cursor accepted: a name of 200 characters, a price and an id fit well within it. */
export const CURSOR_MAX_LENGTH = 1200

function toBase64Url(text: string): string {
  // The server makes every cursor (two a page): Node's own encoder, a tenth of the loop's cost.
  if (typeof Buffer !== 'undefined') return Buffer.from(text, 'utf8').toString('base64url')
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export function encodeCursor(cursor: ListingCursor): string {
  return toBase64Url(JSON.stringify(cursor))
}

/** The cursor, or null when the text is not one this store made. */
export function decodeCursor(text: string): ListingCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const value: unknown = JSON.parse(fromBase64Url(text))
    if (typeof value !== 'object' || value === null) return null
    const { s, f, k } = value as Record<string, unknown>
    if (typeof s !== 'string' || typeof f !== 'string' || !Array.isArray(k)) return null
    if (k.length < 2 || k.length > 3) return null
    if (!k.every((x) => typeof x === 'string' || typeof x === 'boolean' || Number.isFinite(x))) return null
    return { s, f, k: k as CursorKey[] }
  } catch {
    return null
  }
}

/** FNV-1a of the listing's defining values, as 8 hex digits. */
export function listingFingerprint(parts: readonly unknown[]): string {
  const text = JSON.stringify(parts)
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}
