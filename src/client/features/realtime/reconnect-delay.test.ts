import { describe, expect, it } from 'vitest'
import { reconnectDelay } from './reconnect-delay.ts'

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 s and keeps 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ])
  })

  it('treats a nonsense attempt number as the first attempt', () => {
    expect(reconnectDelay(-1)).toBe(1000)
    expect(reconnectDelay(Number.NaN)).toBe(1000)
    expect(reconnectDelay(1.5)).toBe(1000)
  })
})
