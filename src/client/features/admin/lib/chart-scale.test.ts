import { describe, expect, it } from 'vitest'
import { labelIndexes, niceAxis } from './chart-scale.ts'

describe('niceAxis', () => {
  it('rounds the maximum up to a round gridline step', () => {
    expect(niceAxis(7)).toEqual({ max: 8, step: 2 })
    expect(niceAxis(37)).toEqual({ max: 40, step: 10 })
    expect(niceAxis(1_234_500)).toEqual({ max: 2_000_000, step: 500_000 })
  })

  it('keeps whole-number steps for small counts and handles an empty series', () => {
    expect(niceAxis(1)).toEqual({ max: 4, step: 1 })
    expect(niceAxis(0)).toEqual({ max: 4, step: 1 })
  })

  it('never ends below the value', () => {
    for (const v of [3, 9, 11, 99, 101, 2501, 77_777]) expect(niceAxis(v).max).toBeGreaterThanOrEqual(v)
  })
})

describe('labelIndexes', () => {
  it('labels every day of a short series', () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2])
  })

  it('spaces labels evenly over 30 days and always labels today', () => {
    const picked = labelIndexes(30, 6)
    expect(picked.at(-1)).toBe(29)
    expect(picked.length).toBeLessThanOrEqual(6)
  })
})
