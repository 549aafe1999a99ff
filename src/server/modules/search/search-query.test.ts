import { describe, expect, it } from 'vitest'
import {
  MAX_SEARCH_WORDS,
  normaliseSearchText,
  numbersAsSizes,
  parseSearchQuery,
  takeSizes,
  unitSpellings,
  wordForms,
} from './search-query.ts'
import { isKnownWord, meaningsOf, phoneticKey } from './synonyms.ts'
import { transliterate } from './transliterate.ts'

describe('normaliseSearchText: the same form as products.search_text', () => {
  it('lower-cases, drops accents, apostrophes and nukta, and makes punctuation a space', () => {
    expect(normaliseSearchText("  Lay's  India’s MAGIC-Masala (52 g) ")).toBe('lays indias magic masala 52 g')
    expect(normaliseSearchText('Gárlic')).toBe('garlic')
    expect(normaliseSearchText('प्याज़')).toBe('प्याज')
    expect(normaliseSearchText('%_')).toBe('')
  })
})

describe('parseSearchQuery', () => {
  it('takes pack sizes out of the words, in every spelling shoppers use', () => {
    expect(parseSearchQuery('Paneer 200g')).toMatchObject({
      namePhrase: 'paneer',
      sizes: [{ amount: 200, base: 'g' }],
    })
    expect(parseSearchQuery('paneer 200 gm').sizes).toEqual([{ amount: 200, base: 'g' }])
    expect(parseSearchQuery('basmati rice 5kg').sizes).toEqual([{ amount: 5000, base: 'g' }])
    expect(parseSearchQuery('milk 1 litre').sizes).toEqual([{ amount: 1000, base: 'ml' }])
    expect(parseSearchQuery('milk 1l').sizes).toEqual([{ amount: 1000, base: 'ml' }])
    expect(parseSearchQuery('curd 500 ml').sizes).toEqual([{ amount: 500, base: 'ml' }])
    expect(parseSearchQuery('banana 6 pcs').sizes).toEqual([{ amount: 6, base: 'pc' }])
    expect(parseSearchQuery('eggs dozen')).toMatchObject({
      namePhrase: 'eggs',
      sizes: [{ amount: 12, base: 'pc' }],
    })
    expect(parseSearchQuery('oil 1.5 ltr').sizes).toEqual([{ amount: 1500, base: 'ml' }])
  })

  it('searches a size or filler alone as typed rather than for everything', () => {
    expect(parseSearchQuery('1 kg')).toMatchObject({ sizes: [], words: [{ typed: '1' }, { typed: 'kg' }] })
    expect(parseSearchQuery('pooja items').words.map((w) => w.typed)).toEqual(['pooja'])
    expect(parseSearchQuery('items').words.map((w) => w.typed)).toEqual(['items'])
  })

  it('joins a two-word phrase the dictionary knows, and drops repeats and words past the limit', () => {
    expect(parseSearchQuery('cold drink').words).toMatchObject([
      { typed: 'cold drink', meanings: ['soft drink', 'cola', 'कोल्ड ड्रिंक'] },
    ])
    expect(parseSearchQuery('amul Amul butter').words.map((w) => w.typed)).toEqual(['amul', 'butter'])
    const many = Array.from({ length: 12 }, (_, i) => `w${i}x`).join(' ')
    expect(parseSearchQuery(many).words).toHaveLength(MAX_SEARCH_WORDS)
  })

  it('gives Hinglish its meanings and Devanagari its Latin spelling and meanings', () => {
    expect(parseSearchQuery('doodh').words[0]).toMatchObject({ meanings: ['milk', 'दूध'], known: true })
    expect(parseSearchQuery('दूध').words[0]).toMatchObject({ meanings: ['milk', 'doodh'], known: true })
    expect(parseSearchQuery('प्याज').words[0]!.meanings).toContain('onion')
    // Only sounds like a dictionary word: a loose meaning, ranked below the word's own starts.
    expect(parseSearchQuery('panee').words[0]).toMatchObject({
      meanings: [],
      looseMeanings: ['water', 'पानी'],
    })
    expect(parseSearchQuery('milk').words[0]).toMatchObject({ meanings: [], looseMeanings: [], known: false })
  })
})

describe('wordForms: singular and plural', () => {
  it.each([
    ['tomatoes', ['tomatoes', 'tomato']],
    ['potato', ['potato', 'potatos', 'potatoes']],
    ['eggs', ['eggs', 'egg']],
    ['egg', ['egg', 'eggs']],
    ['cherries', ['cherries', 'cherry']],
    ['glass', ['glass', 'glasss']],
    ['दूध', ['दूध']],
    ['5kg', ['5kg']],
  ])('%s → %j', (word, forms) => {
    expect(wordForms(word)).toEqual(forms)
  })
})

describe('pack sizes', () => {
  it('reads the unit spellings of the catalogue for a size', () => {
    expect(unitSpellings({ amount: 200, base: 'g' })).toEqual(['200g', '200gm', '200gms', '0.2kg'])
    expect(unitSpellings({ amount: 1000, base: 'ml' })).toContain('1l')
    expect(unitSpellings({ amount: 12, base: 'pc' })).toContain('12pcs')
  })
  it('leaves numbers without a unit as words', () => {
    expect(takeSizes(['maggi', '2', 'minute'])).toEqual({ sizes: [], rest: ['maggi', '2', 'minute'] })
  })
  it('takes numbers without a unit for sizes of any unit when asked again', () => {
    const sized = numbersAsSizes(parseSearchQuery('coca cola 1.5'))
    expect(sized).toMatchObject({
      phrase: 'coca cola 1.5',
      namePhrase: 'coca cola',
      words: [{ typed: 'coca' }, { typed: 'cola' }],
      sizes: [{ amount: 1.5, base: 'any' }],
    })
    expect(numbersAsSizes(parseSearchQuery('atta 10 1 kg'))?.sizes).toEqual([
      { amount: 1000, base: 'g' },
      { amount: 10, base: 'any' },
    ])
    expect(unitSpellings({ amount: 10, base: 'any' })).toEqual(
      expect.arrayContaining(['10kg', '10g', '10l', '10pcs']),
    )
    expect(unitSpellings({ amount: 1.5, base: 'any' })).toContain('1.5l')
    // Nothing to take, or nothing left to look for.
    expect(numbersAsSizes(parseSearchQuery('atta'))).toBeNull()
    expect(numbersAsSizes(parseSearchQuery('10'))).toBeNull()
  })
})

describe('Devanagari and the dictionary', () => {
  it.each([
    ['दूध', 'doodh'],
    ['आलू', 'aaloo'],
    ['प्याज़', 'pyaaz'],
    ['चावल', 'chaaval'],
    ['नमक', 'namak'],
    ['अंडे', 'ande'],
    ['मूंग', 'moong'],
    ['हल्दी', 'haldee'],
  ])('transliterates %s as %s', (hindi, latin) => {
    expect(transliterate(hindi)).toBe(latin)
  })

  it('compares romanised Hindi by sound', () => {
    expect(phoneticKey('doodh')).toBe(phoneticKey('dudh'))
    expect(phoneticKey('pyaaz')).toBe(phoneticKey('pyaz'))
    expect(phoneticKey('chawal')).toBe(phoneticKey('chaaval'))
    expect(meaningsOf('chaaval', true)).toEqual(['rice', 'चावल'])
    expect(meaningsOf('chaaval')).toEqual([])
  })

  it('knows Hindi words so that they are never corrected into other products', () => {
    for (const word of ['gajar', 'anda', 'cheeni', 'दूध', 'sabzi']) expect(isKnownWord(word), word).toBe(true)
    expect(isKnownWord('tomatto')).toBe(false)
  })
})
