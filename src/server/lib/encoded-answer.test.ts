import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseCoding, encodeAnswer, etagOf, matchesIfNoneMatch } from './encoded-answer.ts'

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
  ] as const)('%s → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding)
  })
})

describe('encodeAnswer', () => {
  it('makes the asked variants of the same JSON, and a hash that follows the JSON', async () => {
    const value = { items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Item ${i}` })) }
    const a = await encodeAnswer(value, ['br', 'gzip'])
    expect(JSON.parse(a.identity.toString())).toEqual(value)
    expect(brotliDecompressSync(a.br!).equals(a.identity)).toBe(true)
    expect(gunzipSync(a.gzip!).equals(a.identity)).toBe(true)
    expect(a.br!.length).toBeLessThan(a.identity.length)

    const onlyGzip = await encodeAnswer(value, ['gzip'])
    expect(onlyGzip.br).toBeUndefined()
    expect(onlyGzip.hash).toBe(a.hash)
    expect((await encodeAnswer({ ...value, more: 1 }, [])).hash).not.toBe(a.hash)
  })
})

describe('matchesIfNoneMatch', () => {
  it('matches any variant of the answer, weak or strong, in a list or as *', async () => {
    const a = await encodeAnswer({ a: 1 }, [])
    for (const coding of ['br', 'gzip', 'identity'] as const) {
      expect(matchesIfNoneMatch(etagOf(a, coding), a)).toBe(true)
      expect(matchesIfNoneMatch(`W/${etagOf(a, coding)}`, a)).toBe(true)
    }
    expect(matchesIfNoneMatch(`"x", ${etagOf(a, 'br')}`, a)).toBe(true)
    expect(matchesIfNoneMatch('*', a)).toBe(true)
    expect(matchesIfNoneMatch(undefined, a)).toBe(false)
    expect(matchesIfNoneMatch('"x"', a)).toBe(false)
    expect(matchesIfNoneMatch(`"${a.hash}-zz"`, a)).toBe(false)
    expect(matchesIfNoneMatch(`"${a.hash}`, a)).toBe(false)
  })
})
