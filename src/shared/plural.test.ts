import { describe, expect, test } from 'vitest'
import { countOf, pluralNoun } from './plural.ts'

describe('countOf', () => {
  test('one takes the singular; zero and many the plural', () => {
    expect(countOf(1, 'item')).toBe('1 item')
    expect(countOf(0, 'item')).toBe('0 items')
    expect(countOf(2, 'item')).toBe('2 items')
  })
  test('counts are grouped the Indian way', () => {
    expect(countOf(164_000, 'review')).toBe('1,64,000 reviews')
  })
  test('irregular plurals are given', () => {
    expect(countOf(1, 'product has', 'products have')).toBe('1 product has')
    expect(countOf(3, 'product has', 'products have')).toBe('3 products have')
    expect(pluralNoun(1, 'order')).toBe('order')
    expect(pluralNoun(5, 'order')).toBe('orders')
  })
})
