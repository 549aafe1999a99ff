import { describe, expect, it } from 'vitest'
import { fitWithin, needsCompression } from './compress-image.ts'

describe('fitWithin', () => {
  it('keeps images whose longest side is within the limit', () => {
    expect(fitWithin(1920, 1080, 1920)).toEqual({ width: 1920, height: 1080 })
    expect(fitWithin(300, 200, 1920)).toEqual({ width: 300, height: 200 })
  })

  it('scales the longest side down to the limit and keeps the ratio', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 })
    expect(fitWithin(3000, 6000, 1920)).toEqual({ width: 960, height: 1920 })
  })

  it('never rounds a very thin image to zero pixels', () => {
    expect(fitWithin(10000, 2, 1920)).toEqual({ width: 1920, height: 1 })
  })
})

describe('needsCompression', () => {
  it('compresses only files above 1 MB', () => {
    expect(needsCompression({ size: 1024 * 1024 })).toBe(false)
    expect(needsCompression({ size: 1024 * 1024 + 1 })).toBe(true)
  })
})
