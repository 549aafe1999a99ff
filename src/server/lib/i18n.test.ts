import { describe, expect, it } from 'vitest'
import { english } from '#shared/i18n/en/index.ts'
import { translate } from './i18n.ts'

// Plural forms through the catalogues (issue 15): 0, 1 and many in both languages. Hindi's plural
// rules put 0 with 1 ("one"), so a Hindi message that needs a different zero says so with =0.

describe('plural messages', () => {
  it.each([
    [0, 'Shopping Cart (0 items)', 'शॉपिंग कार्ट (0 आइटम)'],
    [1, 'Shopping Cart (1 item)', 'शॉपिंग कार्ट (1 आइटम)'],
    [5, 'Shopping Cart (5 items)', 'शॉपिंग कार्ट (5 आइटम)'],
  ])('cart heading with %i', (count, en, hi) => {
    expect(translate('en', 'cart.heading', { count })).toBe(en)
    expect(translate('hi', 'cart.heading', { count })).toBe(hi)
  })

  it.each([
    [0, 'Found 0 products', 'कोई प्रोडक्ट नहीं मिला'],
    [1, 'Found 1 product', '1 प्रोडक्ट मिला'],
    [7, 'Found 7 products', '7 प्रोडक्ट मिले'],
  ])('search results with %i', (count, en, hi) => {
    expect(translate('en', 'catalog.found', { count })).toBe(en)
    expect(translate('hi', 'catalog.found', { count })).toBe(hi)
  })

  it.each([
    [0, '0 results', '0 नतीजे'],
    [1, '1 result', '1 नतीजा'],
    [2, '2 results', '2 नतीजे'],
  ])('filter sheet button with %i', (count, en, hi) => {
    expect(translate('en', 'catalog.showCount', { count })).toBe(`Show ${en}`)
    expect(translate('hi', 'catalog.showCount', { count })).toBe(`${hi} देखें`)
  })

  it('groups large counts the Indian way in both languages', () => {
    expect(translate('en', 'catalog.found', { count: 123456 })).toBe('Found 1,23,456 products')
    expect(translate('hi', 'catalog.found', { count: 123456 })).toBe('1,23,456 प्रोडक्ट मिले')
  })

  it('falls back to the id for an unknown message rather than failing', () => {
    expect(translate('hi', 'no.such.message')).toBe('no.such.message')
  })
  // Every counted message of the catalogues, not only the samples above: each reads for 0, 1 and
  // many in both languages, with the count written in and nothing of ICU left over.
  const counted = Object.entries(english).filter(([, message]) => /\{count, plural,/.test(message))
  it.each(counted.map(([id]) => id))('%s reads for 0, 1 and many in both languages', (id) => {
    // Other arguments of the message get a stand-in.
    const others = Object.fromEntries(
      [...(english[id] ?? '').matchAll(/\{(\w+)[,}]/g)].map(([, name]) => [name, 'X']),
    )
    for (const count of [0, 1, 5]) {
      for (const locale of ['en', 'hi'] as const) {
        const text = translate(locale, id, { ...others, count })
        expect(text, `${locale} ${count}`).not.toMatch(/[{}]/)
        expect(text, `${locale} ${count}`).not.toBe(id)
      }
    }
    expect(translate('hi', id, { ...others, count: 5 })).not.toBe(
      translate('en', id, { ...others, count: 5 }),
    )
  })
})
