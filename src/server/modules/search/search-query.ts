// What a shopper typed → what search looks for (ADR 025). Pure, so every rule is unit-tested.
//
// - Text is put in the search form of products.search_text (schema.ts): lower case, accents off
//   Latin letters, nukta and apostrophes dropped, anything but letters and digits a space.
// - Pack sizes ('200g', '200 gm', '5kg', '1 litre', '1l', '500 ml', '6 pcs', 'dozen') are taken
//   out of the words: they rank the products of that size first and never empty an answer. A
//   number without a unit stays a word ('maggi 2 minute'); when the words find nothing, search
//   takes it for a size of any unit instead ('atta 10', numbersAsSizes).
// - Filler words ('items', 'for', 'ka') are dropped unless nothing else is left.
// - Each remaining word has its own forms (itself, its singular and plural: whole-word matches
//   of these in a name rank highest) and its meanings: dictionary words for Hinglish and Hindi
//   ('doodh' → milk, 'दूध' → milk and its Latin spelling 'doodh'), including two-word phrases
//   ('cold drink').
import { isKnownWord, MULTI_WORD_SPELLINGS, meaningsOf } from './synonyms.ts'
import { DEVANAGARI, transliterate } from './transliterate.ts'

/** More words than this add cost, not precision; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8

/** A pack size asked for; 'any' is a number typed without a unit ('atta 10'): of any unit. */
export type PackSize = { amount: number; base: 'g' | 'ml' | 'pc' | 'any' }

export type QueryWord = {
  /** As typed (search form). */
  typed: string
  /** The word itself and its singular/plural: a whole-word match in a name ranks highest. */
  forms: string[]
  /** Dictionary meanings and transliterations: matches rank below the word's own forms. */
  meanings: string[]
  /** Meanings of a spelling that only sounds like a dictionary word: rank below word starts. */
  looseMeanings: string[]
  /** In the dictionary, or Devanagari: never 'corrected' into another word. */
  known: boolean
}

export type ParsedQuery = {
  /** The words, search form, single-spaced, sizes included: the heading's text. */
  phrase: string
  /** The phrase without sizes and filler words, ranked against names as a whole. */
  namePhrase: string
  words: QueryWord[]
  sizes: PackSize[]
}

/** Typed text in the search form of products.search_text. */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/\u093c/g, '')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9à-ÿ\u0900-\u097f.]+/g, ' ')
      // A decimal point stays ('1.5 ltr'); any other dot is a space.
      .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
      .trim()
      .replace(/\s+/g, ' ')
  )
}

const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'and',
  'with',
  'in',
  'items',
  'item',
  'products',
  'product',
  'online',
  'buy',
  'fresh',
  'best',
  'ka',
  'ki',
  'ke',
  'wala',
  'wali',
  'pack',
  'packet',
])

const UNITS: Record<string, { base: PackSize['base']; factor: number }> = {
  g: { base: 'g', factor: 1 },
  gm: { base: 'g', factor: 1 },
  gms: { base: 'g', factor: 1 },
  gram: { base: 'g', factor: 1 },
  grams: { base: 'g', factor: 1 },
  gr: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  kgs: { base: 'g', factor: 1000 },
  kilo: { base: 'g', factor: 1000 },
  kilos: { base: 'g', factor: 1000 },
  kilogram: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  l: { base: 'ml', factor: 1000 },
  ltr: { base: 'ml', factor: 1000 },
  ltrs: { base: 'ml', factor: 1000 },
  litre: { base: 'ml', factor: 1000 },
  litres: { base: 'ml', factor: 1000 },
  liter: { base: 'ml', factor: 1000 },
  liters: { base: 'ml', factor: 1000 },
  pc: { base: 'pc', factor: 1 },
  pcs: { base: 'pc', factor: 1 },
  piece: { base: 'pc', factor: 1 },
  pieces: { base: 'pc', factor: 1 },
  nos: { base: 'pc', factor: 1 },
  sticks: { base: 'pc', factor: 1 },
}
const SIZE_GLUED = /^(\d+(?:\.\d+)?)([a-z]+)$/
const NUMBER = /^\d+(?:\.\d+)?$/

/** '200g' / '200 gm' / '1 litre' / 'dozen' among the tokens → sizes, and the other tokens. */
export function takeSizes(tokens: readonly string[]): { sizes: PackSize[]; rest: string[] } {
  const sizes: PackSize[] = []
  const rest: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const glued = SIZE_GLUED.exec(t)
    const unit = glued ? UNITS[glued[2]!] : NUMBER.test(t) ? UNITS[tokens[i + 1] ?? ''] : undefined
    if (unit) {
      const amount = Number(glued ? glued[1] : t) * unit.factor
      sizes.push({ amount: Math.round(amount * 1000) / 1000, base: unit.base })
      if (!glued) i++
    } else if (t === 'dozen' || t === 'darjan') {
      sizes.push({ amount: 12, base: 'pc' })
    } else rest.push(t)
  }
  return { sizes, rest }
}

/**
 * How a product's unit (search form, spaces removed: '500g', '1l', '6pcs') reads for a size:
 * every spelling the catalogue uses for it.
 */
export function unitSpellings({ amount, base }: PackSize): string[] {
  const n = (x: number) => String(Math.round(x * 1000) / 1000)
  if (base === 'g') return [`${n(amount)}g`, `${n(amount)}gm`, `${n(amount)}gms`, `${n(amount / 1000)}kg`]
  if (base === 'ml')
    return [`${n(amount)}ml`, `${n(amount / 1000)}l`, `${n(amount / 1000)}ltr`, `${n(amount / 1000)}litre`]
  if (base === 'any') return ANY_UNIT.map((unit) => `${n(amount)}${unit}`)
  return [`${n(amount)}pc`, `${n(amount)}pcs`, `${n(amount)}pieces`, `${n(amount)}sticks`]
}

/** The unit spellings of the catalogue, for a number typed without one. */
const ANY_UNIT = ['g', 'gm', 'gms', 'kg', 'ml', 'l', 'ltr', 'litre', 'pc', 'pcs', 'pieces', 'sticks']

/**
 * The query with its numbers that have no unit ('atta 10', 'coca cola 1.5') taken as pack sizes
 * of any unit instead of words: they rank '10 kg' and '1.5 L' first and never empty the answer.
 * Asked only when the query as typed found nothing, since a number is a word of some names
 * first ('maggi 2 minute'). Null when the query has no such number, or nothing else to look for.
 */
export function numbersAsSizes(parsed: ParsedQuery): ParsedQuery | null {
  const numbers = parsed.words.filter((w) => NUMBER.test(w.typed))
  if (numbers.length === 0 || numbers.length === parsed.words.length) return null
  const typed = new Set(numbers.map((w) => w.typed))
  return {
    ...parsed,
    namePhrase: parsed.namePhrase
      .split(' ')
      .filter((t) => !typed.has(t))
      .join(' '),
    words: parsed.words.filter((w) => !typed.has(w.typed)),
    sizes: [...parsed.sizes, ...numbers.map((w) => ({ amount: Number(w.typed), base: 'any' as const }))],
  }
}

/** The word and its singular or plural: 'tomatoes' → tomato; 'egg' → eggs; 'diyas' → diya. */
export function wordForms(word: string): string[] {
  if (DEVANAGARI.test(word) || word.length < 3 || /\d/.test(word)) return [word]
  const forms = new Set([word])
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`)
  else if (word.endsWith('oes') || word.endsWith('ches') || word.endsWith('shes'))
    forms.add(word.slice(0, -2))
  else if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) forms.add(word.slice(0, -1))
  else {
    forms.add(`${word}s`)
    if (/(o|ch|sh)$/.test(word)) forms.add(`${word}es`)
  }
  return [...forms]
}

/**
 * Dictionary meanings of a word (any of its forms) and, for Devanagari, its Latin spelling and
 * that spelling's meanings (a transliteration is loose by nature, so any spelling that sounds
 * the same counts); then the meanings of Latin spellings that only sound like a dictionary word.
 */
function meaningsFor(forms: readonly string[]): { meanings: string[]; looseMeanings: string[] } {
  const meanings = new Set<string>()
  const loose = new Set<string>()
  for (const form of forms) {
    for (const m of meaningsOf(form)) meanings.add(m)
    if (DEVANAGARI.test(form)) {
      const latin = transliterate(form)
      meanings.add(latin)
      for (const m of meaningsOf(latin, true)) meanings.add(m)
    } else for (const m of meaningsOf(form, true)) loose.add(m)
  }
  for (const form of forms) {
    meanings.delete(form)
    loose.delete(form)
  }
  for (const m of meanings) loose.delete(m)
  return { meanings: [...meanings], looseMeanings: [...loose] }
}

export function queryWord(typed: string): QueryWord {
  const forms = typed.includes(' ') ? [typed] : wordForms(typed)
  return {
    typed,
    forms,
    ...meaningsFor(forms),
    known: DEVANAGARI.test(typed) || forms.some((f) => isKnownWord(f)),
  }
}

/** Joins adjacent tokens the dictionary knows as one phrase ('cold drink', 'shimla mirch'). */
function joinPhrases(tokens: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const pair = `${tokens[i]} ${tokens[i + 1] ?? ''}`
    if (i + 1 < tokens.length && MULTI_WORD_SPELLINGS.includes(pair)) {
      out.push(pair)
      i++
    } else out.push(tokens[i]!)
  }
  return out
}

export function parseSearchQuery(q: string): ParsedQuery {
  const tokens = normaliseSearchText(q).split(' ').filter(Boolean)
  const { sizes, rest } = takeSizes(tokens)
  // A query of only a size ('1 kg') or only filler searches for what was typed.
  const meaningful = rest.filter((t) => !FILLER.has(t))
  const kept = meaningful.length > 0 ? meaningful : rest.length > 0 ? rest : tokens
  const words = [...new Set(joinPhrases(kept))].slice(0, MAX_SEARCH_WORDS).map(queryWord)
  return {
    phrase: tokens.join(' '),
    namePhrase: kept.join(' '),
    words,
    sizes: kept === tokens ? [] : sizes,
  }
}
