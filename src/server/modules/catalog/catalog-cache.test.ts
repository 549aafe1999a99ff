import { describe, expect, it } from 'vitest'
import { TtlCache } from './catalog-cache.ts'

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000
    const cache = new TtlCache<number>(100, 10, () => now)
    cache.set('a', 1)
    now += 100
    expect(cache.get('a')).toBe(1)
    now += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(1_000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('keeps nothing with a TTL of zero', () => {
    const cache = new TtlCache<number>(0, 10)
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
  })
})

// Outside tests the catalogue answers repeats from memory for a few seconds.
describe('TtlCache.getOrLoad', () => {
  it('shares one load between concurrent misses of a key, then answers from memory', async () => {
    const cache = new TtlCache<number>(1_000, 10)
    let loads = 0
    let release!: (n: number) => void
    const load = () => {
      loads++
      return new Promise<number>((resolve) => {
        release = resolve
      })
    }
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad('panner', load))
    release(42)
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(42))
    expect(await cache.getOrLoad('panner', load)).toBe(42)
    expect(loads).toBe(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1_000, 10)
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7)
  })

  it('loads every time with a TTL of zero', async () => {
    const cache = new TtlCache<number>(0, 10)
    let loads = 0
    await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', async () => ++loads)))
    expect(loads).toBe(3)
  })
})

describe('TtlCache.clear', () => {
  it('forgets every entry', () => {
    const cache = new TtlCache<number>(1_000, 10)
    cache.set('a', 1)
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
  })

  it('hands a load that began before to its waiters but does not keep it', async () => {
    const cache = new TtlCache<string>(1_000, 10)
    let release!: (v: string) => void
    const before = cache.getOrLoad('k', () => new Promise<string>((r) => (release = r)))
    cache.clear()
    // A request after the change does not join the old load.
    const after = cache.getOrLoad('k', async () => 'new')
    release('old')
    expect(await before).toBe('old')
    expect(await after).toBe('new')
    expect(cache.get('k')).toBe('new')
  })
})
