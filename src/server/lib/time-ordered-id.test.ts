import { describe, expect, it } from 'vitest'
import { isUuid } from '#shared/ids.ts'
import { timeOrderedId } from './time-ordered-id.ts'

describe('timeOrderedId', () => {
  it('is a version 7 UUID that starts with its millisecond', () => {
    // A millisecond later than any id the worker's earlier test files made (they share modules).
    const at = Date.now() + 86_400_000
    const id = timeOrderedId(at)
    expect(isUuid(id)).toBe(true)
    expect(id[14]).toBe('7')
    expect('89ab').toContain(id[19])
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at)
  })

  it('sorts in the order the ids were made, within one millisecond and past 4,096 of them', () => {
    const at = Date.now() + 2 * 86_400_000
    const ids = Array.from({ length: 5000 }, () => timeOrderedId(at))
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keeps the order when the clock steps back', () => {
    const first = timeOrderedId(Date.UTC(2028, 0, 1, 0, 0, 1))
    const second = timeOrderedId(Date.UTC(2028, 0, 1))
    expect(second > first).toBe(true)
  })
})
