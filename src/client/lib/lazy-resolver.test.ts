import { describe, expect, it } from 'vitest'
import { lazyResolver } from './lazy-resolver.ts'

describe('lazyResolver', () => {
  it('loads the resolver on the first check, once, and answers what it answers', async () => {
    let loads = 0
    const resolver = lazyResolver(async () => {
      loads += 1
      return async (values: { n: number }) => ({ values: { n: values.n * 2 }, errors: {} })
    })
    expect(loads).toBe(0)
    expect(await resolver({ n: 2 })).toEqual({ values: { n: 4 }, errors: {} })
    expect(await resolver({ n: 5 })).toEqual({ values: { n: 10 }, errors: {} })
    expect(loads).toBe(1)
  })

  it('tries the download again after a failed one', async () => {
    let loads = 0
    const resolver = lazyResolver(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return async () => 'checked'
    })
    await expect(resolver()).rejects.toThrow('offline')
    expect(await resolver()).toBe('checked')
    expect(loads).toBe(2)
  })
})
